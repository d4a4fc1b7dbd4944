// cudagen 0.1 seed 780 invalid:unconfigured_kernel_call
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,device_function,device_forceinline,static_device_function,main,constexpr_var,if,for,ternary,comparison,incdec,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifndef USE_FAST_PATH_1
#define TUNE_2 10
#else
#define TUNE_2 54
#endif

#if TUNE_2 % 2 == 0 || TUNE_2 < 4
#define CONFIG_3 8
#else
#define CONFIG_3 25
#endif
#undef TUNE_2
#define TUNE_2 24

__global__ void kick4_kernel(const int *__restrict__ in5)
{
    for (int i6 = 6; i6 > 0; --i6) {}
}

static __global__ void norm7(const float *src8) {}

static __device__ __forceinline__ void bias9(int count10)
{
    if (((count10 <= count10) ? 0x3E : (34l - count10)) > count10) {
        for (int j11 = 0; j11 < 0b1101; ++j11) {
            --count10;
        }
    }
    count10 = double(count10 * (-count10));
    float hi12 = (18 % count10) / TUNE_2;
}

int main()
{
    int len13 = 0x748;
    norm7(nullptr);
    len13 = 21u;
    float lim14 = len13;
    kick4_kernel<<<dim3(8 * 0b10), 256>>>((const int*)nullptr);
    norm7<<<(len13 + 31) / 32, TUNE_2 + 232>>>(nullptr);
    return 0x0;
}
