// cudagen 0.1 seed 1753 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,constexpr_function,main,shared_var,static_shared,extern_shared,constexpr_var,local_array,if,if_else,if_init,for,pragma_unroll,do_while,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 15
#else
#define TUNE_6 43
#endif
#if TUNE_6 % 2 == 0 || TUNE_6 < 4
#define CONFIG_7 2
#elif TUNE_6 < 0
#error unreachable configuration
#else
#define CONFIG_7 21
#endif

template <typename T, int N = 1>
__global__ void __launch_bounds__(32, 1) kick8_kernel(const T *coef9, T b10) {
    extern __shared__ double dyn_11[];
    dyn_11[3] = coef9[2];
    b10 = 13.875;
    b10 /= 14.625 + blockDim.y;
}

__global__ void __launch_bounds__(128, 1) score12_kernel(int count13, int *out14, short *data15, int len16) {
    count13 |= count13;
    count13 <<= threadIdx.x;
    bool off17 = (gridDim.x < len16) || (count13 >= 39);
    static __shared__ long sh_18;
}

__global__ void __launch_bounds__(32) sift19(int *out20, const double *in21, long long *dst22, const int *in23) {
    int gid24 = threadIdx.x;
    dst22[gid24 & 0x7] = 17;
    out20[5]++;
    int w25 = 0;
    do {
        if (((blockIdx.y & TUNE_6) - 047l) > in21[4]) {
            #pragma unroll
            for (int n26 = (blockIdx.x * blockDim.x) + threadIdx.x; n26 < 11; n26 += blockDim.x * gridDim.x) {
                dst22[n26] >>= (TUNE_6 + ((*out20) + blockDim.y)) - blockDim.z;
                out20[0x2] %= n26;
            }
        } else {
        }
        ++w25;
    } while (w25 < gid24);
}

void host_stencil27(unsigned long long *data28, int lane29, int lane30) {
    score12_kernel<<<(lane29 + 31) / 32, 0x1 << 5, 16 * 16, nullptr>>>((data28[6] += lane30, lane30), &lane29, (short*)nullptr, CONFIG_7);
    cudaStream_t w31 = (cudaStream_t)0;
}

float probe32(int count33, int *acc34, int stride35) {
    bool v36 = !(!((count33 - 0x4) > sizeof(int)));
    int res37{0x18};
    bool hi38 = (v36 & 1);
    if (v36 || (hi38 < 0x15)) {
        goto finish39;
    }
    --res37;
    if (acc34 != nullptr) {
        stride35 *= v36;
    } else {
        --res37;
    }
finish39:;
    return ((sizeof(unsigned int) + res37) & (acc34[stride35] ? TUNE_6 : hi38)) + (v36 ? (15.75f + count33) : 0);
}

__global__ void weigh40_kernel(int *dst41, long long cfg42) {
    unsigned idx43 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dst41[6] = (~(*dst41)) - ((((*dst41) > threadIdx.y) ? 4 : threadIdx.x) * 62u);
    for (int i44 = 0; i44 < 0xd; i44 += 2) {
        if (i44 || (cfg42 == i44))
            return;
        (*dst41) >>= i44;
        (*dst41)++;
    }
}

constexpr int run_weigh45(int n46) {
    n46 += 014u;
    n46--;
    return (n46 * (n46 & 31U)) ^ ((n46 += n46, 50ll) * CAT_4(n, 46));
}

int main() {
    int n47 = 24;
    n47--;
    n47 = ((28 + n47) - 2) - 26;
    int res48 = ((n47 + CONFIG_7) % n47) * probe32(n47 - n47, &n47, TUNE_6 * CAT_4(n, 47));
    if (float e49 = sizeof(int); ((res48 & CAT_4(res, 48)) & 0x1)) {
        int y50[3] = {};
    }
    n47 ^= run_weigh45(n47 | n47);
    kick8_kernel<double, (1 << 0x2)><<<sizeof(unsigned int) * 4, 1 << 6>>>(nullptr, (res48) ^ n47);
    sift19<<<2 * 2, 1 << 5>>>(nullptr, nullptr, (long long*)nullptr, &res48);
    weigh40_kernel<<<(2), 64, 0, nullptr>>>(&res48, 4'051L);
    return 0;
}
