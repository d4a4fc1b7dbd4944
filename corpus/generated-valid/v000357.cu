// cudagen 0.1 seed 357 valid
// features: kernel,launch,launch_dim3,builtin_vars,device_function,main,constexpr_var,local_array,auto_var,if,static_assert,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_float,lit_char,lit_nullptr,macro_object,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define SQR_2(x) ((x) * (x))
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 59
#endif
// Helper used by the kernels below.

__global__ void pivot5_kernel(int len6, unsigned short* acc7)
{
    int idx8 = threadIdx.x;
    (*acc7) = SQR_2((threadIdx.x + idx8) % 28U);
    static_assert((2) > 1, "expected value");
    unsigned f9 = (((*acc7) * 53) - 'z') - (acc7[0] / (len6 * len6));
}

__device__ unsigned scale10(int* buf11)
{
    int k12 = ((TUNE_4) + buf11[1]) % (*buf11);
    constexpr float h13 = -24.0F;
    k12 = (SQR_2(k12) / (-h13)) * (~k12);
    unsigned char z14 = ~(19 * threadIdx.x);
    return *buf11;
}

__device__ float lerp15(int stride16)
{
    auto idx17 = SQR_2(stride16 & (stride16 + stride16));
    float flag18[6] = {};
    return 12.0F / idx17;
}

int main(void)
{
    int size19 = 2111;
    size19 = (size19);
    size19--;
    size19 = 41u;
    pivot5_kernel<<<(size19 + 255) / 256, dim3(TUNE_4 + 57)>>>(size19, nullptr);
    if (!(size19 != size19))
        return -SQR_2(size19);
    double u20{27};
    return 0;
}
