// cudagen 0.1 seed 261 invalid:missing_semicolon
// features: kernel,kernel_from_macro,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,device_template_function,main,constant_var,constexpr_var,auto_var,typedef,if,while,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 7
#else
#define TUNE_5 51
#endif
#if TUNE_5 > 22
#define CONFIG_6 4
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 25
#endif
/* NOTE: keep in sync with the host reference. */

__global__ void score7(int stride8)
{
    if (stride8 != stride8)
        return;
    int hi9 = LOW_BITS_1(stride8);
    float sum10 = 5.125f;
    auto base11 = sizeof(int);
    ++stride8;
    int w12 = stride8;
}
typedef char *ptr13_t;
__constant__ unsigned short c_trace14 = 3738UL;

template <typename T, int N>
static __device__ unsigned char bias15(const T* src16)
{
    int hi17 = 0x3 + c_trace14;
    auto off18 = (20UL - LOW_BITS_1(hi17)) + N;
    constexpr int sum19 = 34L;
    return hi17;
}
#define DEFINE_MAP_KERNEL_20(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_20(map_fuse21, int)

int main()
{
    int count22 = 0xd37;
    int step26 = count22 + 1
    count22 += step26;
    dim3 diff23((count22 + 31) / 32, CONFIG_6 + 60, 2 * CONFIG_6);
    int w24 = 0x0;
    while ((w24 < 5) && (w24 & 1)) {
        double cnt25 = count22;
        ++w24;
    }
    count22--;
    if ((w24 <= w24) || (count22 <= count22))
        return 0x3;
    score7<<<(w24 + 255) / 256, 32, CONFIG_6 + 0374, 0>>>(2761L);
    map_fuse21<<<diff23, sizeof(int) * (TUNE_5 + 13), sizeof(double) * 0x40, (cudaStream_t)0>>>((int*)nullptr, w24 & (2148UL + count22));
    return 0;
}
