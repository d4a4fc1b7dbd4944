// cudagen 0.1 seed 672 invalid:const_without_initializer
// features: kernel,kernel_static,launch,launch_shared_mem,builtin_vars,host_device_function,main,device_var,compound_assign,bitwise,shift,incdec,call,lit_int_hex,lit_int_suffix,lit_string,lit_raw_string,cast_functional,cast_static,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define WARPS_2 5
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#if NUM_ITERS_1 > 33
#define CONFIG_6 8
#else
#define CONFIG_6 17
#endif

inline __host__ __device__ int relax7(int n8, int len9, int count10)
{
    len9--;
    ++len9;
    return 0x16lu;
}
__device__ float d_mix11;

static __global__ void blend12_kernel(int stride13, int stride14)
{
    unsigned short lo15 = relax7(blockIdx.y << 0, stride14 * stride13, double(14)) - ((blockDim.x - threadIdx.z) + (stride14 / blockDim.z));
    relax7(34, blockDim.x, relax7(stride14, d_mix11, stride14) >> 5);
    stride13 = stride13;
}

int main()
{
    int len16 = 260;
    const int limit_19;
    len16++;
    const char* idx17 = R"(raw \n text)";
    long x18 = static_cast<float>(idx17[0]);
    blend12_kernel<<<4, 256, 4096>>>(2479 * len16, len16);
    x18 %= idx17[1] + x18;
    ++len16;
    return 0;
}
