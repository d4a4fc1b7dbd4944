// cudagen 0.1 seed 1444 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,main,device_var,shared_var,extern_shared,constexpr_var,auto_var,if,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 8
#else
#define TUNE_3 18
#endif
#if TUNE_3 > 11
#define CONFIG_4 2
#elif TUNE_3 < 0
#error unreachable configuration
#else
#define CONFIG_4 12
#endif
#undef CONFIG_4
#define CONFIG_4 2

__global__ void drift5(const float *in6, long long b7) {
    extern __shared__ float dyn_8[];
    --b7;
    __shared__ long sh_9;
    b7 *= (+dyn_8[sh_9]) / (((in6[0] <= sh_9) || (!in6)) ? (18 % b7) : dyn_8[0x7]);
}
__device__ unsigned long d_grow10 = 64;

__global__ void lerp11_kernel(float *__restrict__ dst12, unsigned int *__restrict__ data13) {
    d_grow10 = sizeof(int) ^ d_grow10;
    dst12[d_grow10 & 7]--;
    auto v14 = 62;
}

__host__ __device__ unsigned int combine15(float p16) {
    --p16;
    if ((p16 - p16) == sizeof(float)) {
        return p16;
    }
    return CONFIG_4 + p16 + (49 * p16);
}

int main() {
    int n17 = 0xFE3;
    n17 = 0b1001;
    n17 = long(0x15) * n17;
    if ((sizeof(size_t) <= CAT_1(n, 17)) || (CAT_1(n, 17) > 49)) {
        return ((int)0b100000u) + ((double)n17);
    }
    n17 = TUNE_3;
    --n17;
    drift5<<<(n17 + 255) / 256, (CONFIG_4 + 0b111110) * (CONFIG_4 + 2)>>>((const float*)nullptr, n17);
    lerp11_kernel<<<dim3((n17 + 63) / 64, (n17 + 0x7f) / 128), 16 * 0x8, sizeof(int) * 256>>>(nullptr, nullptr);
    return 0;
}
