// cudagen 0.2 seed 359 valid headers
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,main,constexpr_var,anon_namespace,if,if_else,for,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_object,macro_statement,pp_ifdef,pp_undef,if_constexpr,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>
#include <cuda_fp16.h>

#define WARPS_1 4
#define RADIUS_2 256
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 14
#else
#define TUNE_7 45
#endif
#undef WARPS_1
#define WARPS_1 2
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

namespace {
__global__ void __maxnreg__(32) shade9_kernel(int *dst10, short *out11, int stride12) {
    ++stride12;
    int h13 = (stride12 - stride12) % (stride12 + TUNE_7 + (5 - (*dst10)));
    (void)h13;
    (*dst10) = out11[stride12] << (*dst10);
    if constexpr (sizeof(long) == 8) {
    } else {
    }
}

__global__ void combine14_kernel(const float *input15, const char *input16, unsigned int *acc17, int n18) {
    if ((5 ^ n18) <= ((((input15 != nullptr) ? (*input16) : 854LL) > 'A') ? 18 : (0b11010 * input16[3]))) {
        for (int j19 = 0; j19 < n18; j19++) {
            if (((*input16) ^ 0b110) > 47) {
                break;
            }
            ++(*acc17);
        }
    } else if ((*acc17) > input16[n18 & 7]) {
        return;
    }
}

__global__ void spread20(int n21, int *dst22, const size_t *src23, float *__restrict__ out24) {
    double res25{63UL};
    floorf(dst22[n21]);
    res25 = src23[1];
    int cnt26 = sqrtf(res25);
    if ((dst22[cnt26] & 1)) {
        return;
    }
    dst22[0] = sqrtf(cosf(RADIUS_2 % src23[4]));
}
} // namespace

int main() {
    int count27 = 2905;
    --count27;
    if (((count27 % count27) - (29 + count27)) == count27) {
        count27 = ((count27 >> count27) + sizeof(int));
        for (int n28 = count27; n28 > 0; --n28) {
            constexpr unsigned int m29 = 63;
            (void)m29;
            count27 = n28;
        }
    }
    shade9_kernel<<<WARPS_1 * (WARPS_1 + (WARPS_1 + (WARPS_1 + 10))), dim3((count27 + 31) / 32, 2, (count27 + 127) / 128), sizeof(int) * 256, 0>>>(nullptr, (short int*)nullptr, RADIUS_2);
    combine14_kernel<<<dim3((count27 + 63) / 64, (128), 1 << 1), WARPS_1 + (WARPS_1 + 28), 0, nullptr>>>((const float*)nullptr, nullptr, (unsigned*)nullptr, (sizeof(int) == (count27 & count27)) ? '0' : fminf(17.125F, 23.75f));
    spread20<<<dim3(1 << 3, (count27 + 255) / 256), (64)>>>(sizeof(unsigned int), &count27, (const unsigned long*)nullptr, nullptr);
    return 0;
}
