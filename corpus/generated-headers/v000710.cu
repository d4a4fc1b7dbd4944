// cudagen 0.2 seed 710 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,constexpr_var,auto_var,if,if_else,if_init,ternary,compound_assign,shift,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_function,pp_ifdef,pp_if,variadic_template,fold_expression,hdr_cmath,hdr_cuda_fp16
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define HALF_1(x) ((x) / 2)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 37
#endif
#if (TUNE_5 * 2) >= 3 && TUNE_5 != 0
#define CONFIG_6 1
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 21
#endif

__global__ void __launch_bounds__(32 * (CONFIG_6 + 3)) spread7_kernel(const int *input8) {
    int i9 = threadIdx.x;
    if (static_cast<float>(*input8) > i9) {
        return;
    }
    double m10 = i9;
    fabsf(gridDim.z * (TUNE_5 >> i9));
    m10 /= cosf(m10 + m10 + (input8[i9] / i9));
    unsigned val11 = gridDim.x;
    (void)val11;
    __half h12 = __float2half(static_cast<float>(i9));
    float idx13 = __half2float(__hmul(h12, h12));
    (void)idx13;
}
template <typename... Ts>
__device__ double fold14(Ts... xs) {
    return (static_cast<double>(xs) + ... + 0.0);
}
template <typename... Ts>
__device__ int count15(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
__device__ int spread17(int x) {
    return static_cast<int>(fold14(x, 2.5f, 2u)) + count15(x, x, 1.0);
}

__global__ void gather18_kernel(const float *__restrict__ coef19, const unsigned long *__restrict__ input20, const long *coef21, const int *__restrict__ in22) {
    unsigned int i23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (19 == fminf(TUNE_5, -11)) {
        return;
    }
    if (auto r24 = input20[6] + '#'; CONFIG_6 == ((*coef21) / ((r24 != 45) ? coef21[1] : threadIdx.x))) {
        if ((coef19[i23] > r24) ? 41 : blockDim.x) {
            if (gridDim.x > ((*in22) - (40ul / i23))) {
                float k25 = (gridDim.x);
                (void)k25;
                size_t flag26 = HALF_1(i23);
                (void)flag26;
            }
        } else {
        }
    }
}

static __host__ float check_decay27(int count28) {
    fmaxf(HALF_1(count28 + 0b1010L), TUNE_5 - count28);
    if (((+count28) - 031ll) <= HALF_1(count28)) {
        if (int h29 = count28 >> ((072U - count28) + (CONFIG_6 - count28)); HALF_1(count28) != (sqrtf(TUNE_5) + 62)) {
            if ((h29 + count28) > 45) {
                return -fminf(h29, h29);
            }
        } else if (HALF_1(count28 + 2) <= (h29 / count28)) {
            cudaStream_t base30 = nullptr;
            (void)base30;
        }
    } else {
    }
    return count28 ? count28 : (fmaxf(count28, 2'721) + (-count28));
}

int main() {
    int size31 = 2'250;
    if (size31 < 41) {
        size31 <<= size31;
        size31 >>= (size31 < fmaxf(8.75f, size31)) ? ((35 * size31) - CONFIG_6) : 053;
    }
    spread7_kernel<<<sizeof(float) * (TUNE_5 + 116), TUNE_5 + 244, 0, 0>>>(nullptr);
    gather18_kernel<<<(size31 + 127) / 128, (CONFIG_6 + (TUNE_5 + 51)) * (CONFIG_6 + (CONFIG_6 + (CONFIG_6 + CONFIG_6)))>>>(static_cast<const float*>(nullptr), nullptr, (const long*)nullptr, nullptr);
    return 0;
}
