// cudagen 0.1 seed 178 invalid:attribute_on_variable
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,const_local,if,if_else,if_init,for,do_while,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,macro_object,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifdef USE_FAST_PATH_5
#define TUNE_6 2
#else
#define TUNE_6 37
#endif

template <typename T, typename U>
__global__ void update7(T* __restrict__ buf8, const U* src9) {
    int idx10 = threadIdx.x;
    for (int it11 = 0, j12 = 14; it11 < j12; (++it11, (--j12))) {
        T r13 = (2017 & idx10) + buf8[it11];
        ++buf8[it11];
    }
}

__global__ void rank14_kernel(float alpha15) {
    int gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    alpha15--;
    if (gid16 != alpha15)
        return;
}
/* Layout: row-major, no padding. */

template <typename T, int N = 1>
__global__ void filter17_kernel(T p18, float* __restrict__ out19, T beta20) {
    extern __shared__ float dyn_21[];
    int i22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int iter23 = 0;
    do {
        if (blockIdx.x < N) {
            dyn_21[blockIdx.x] = ((p18 += 064, threadIdx.y) - i22) + i22;
            int lim24 = 17;
            if (!(threadIdx.y < N))
                continue;
        }
        ++iter23;
    } while (iter23 < 13);
}

float accum25(long b26, double* buf27, const int* input28) {
    if (double s29 = (b26 += *buf27, b26) - (ADD3_2(*buf27, *buf27, buf27[b26 & 7]) * input28[3]); input28[b26] <= s29) {
        for (int j30 = b26; j30 > 0; --j30) {
            if (float z31 = input28[j30]; b26 != s29) {
                const double q32 = 4.75;
            } else {
                b26--;
            }
            filter17_kernel<double, ((1))><<<(j30 + 0b11111) / 32, (BLOCK_SIZE_1 + BLOCK_SIZE_1), (4096), nullptr>>>(ADD3_2(s29 / 'a', buf27[7], 32l - j30), nullptr, s29);
        }
    }
    return ADD3_2(*buf27, input28[b26] / buf27[2], 0x37L | input28[7]) + buf27[b26];
}
__host__ int misplaced34;

int main() {
    int n33 = 1175;
    if (((n33 & n33) * (n33 + 54u)) != n33)
        update7<int, double><<<dim3((BLOCK_SIZE_1 + BLOCK_SIZE_1)), 64>>>(&n33, nullptr);
    rank14_kernel<<<128 * 2, dim3(040, 16), 0, nullptr>>>(-8.875f);
    return 0;
}
