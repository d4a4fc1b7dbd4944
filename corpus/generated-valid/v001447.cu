// cudagen 0.1 seed 1447 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,main,shared_var,constexpr_var,if,for,do_while,compound_assign,bitwise,shift,comparison,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 2
#else
#define TUNE_6 22
#endif

__host__ __device__ float blend7(float b8, int count9)
{
    int w10 = 0;
    do {
        count9 <<= count9;
        ++w10;
    } while (w10 < w10);
    constexpr float v11 = 23.75f;
    b8 *= ADD3_2((w10), (float)(b8 + w10), ADD3_2(b8, 35, 9ull));
    return v11;
}

static __global__ void pack12(const unsigned char* coef13)
{
    __shared__ int sh_14;
    sh_14 = 065;
}

int main(void)
{
    int count15 = 3895;
    constexpr double r16 = 24.125;
    pack12<<<dim3((count15 + 31) / 32), dim3(512), sizeof(float) * 64, (cudaStream_t)0>>>(nullptr);
    for (int i17 = 0; i17 < count15; i17++)
        count15 |= -0b1000;
    if ((count15 / 37l) <= r16)
        return count15;
    return 0x0;
}
