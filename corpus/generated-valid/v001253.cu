// cudagen 0.1 seed 1253 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,default_args,main,constexpr_var,auto_var,if,do_while,switch,switch_fallthrough,goto,ternary,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifndef USE_FAST_PATH_5
#define TUNE_6 12
#else
#define TUNE_6 64
#endif
#if (TUNE_6 * 2) >= 34 && TUNE_6 != 0
#define CONFIG_7 8
#elif TUNE_6 < 0
#error unreachable configuration
#else
#define CONFIG_7 30
#endif
#define DEFINE_MAP_KERNEL_8(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_8(map_split9, float)

__global__ void shade10(int lane11, int *buf12)
{
    switch (buf12[6]) {
    case (5):
        (*buf12) = static_cast<unsigned long long>((float)lane11);
        if ((MIN2_2(lane11, 40) + 24) >= lane11) {
            buf12[3] = lane11;
            constexpr long y13 = ((37));
            lane11 = 16;
        }
        break;
    case 9:
    case 3 * 4:
    case 7:
        break;
    default:
        break;
    }
}

__device__ __forceinline__ unsigned int weigh14(int len15)
{
    len15 = TUNE_6;
    long stride16 = static_cast<unsigned int>(57UL) & len15;
    return ((len15 + float(stride16)) <= sizeof(int)) ? ((TUNE_6 < len15) ? (stride16 - sizeof(int)) : stride16) : (54ll + len15);
}
// NOTE: keep in sync with the host reference.

__device__ __forceinline__ unsigned short mix17(unsigned int cfg18, int stride19 = -18)
{
    if (stride19 >= 18) {
        return cfg18;
    }
    constexpr int flag20 = 35;
    return weigh14(weigh14(flag20));
}

template <class T, typename U>
__global__ void drift21_kernel(T *buf22, T b23, unsigned alpha24)
{
    (*buf22) = TUNE_6;
    int w25 = 0;
    if (17 == (w25 >> 1)) {
        goto done27;
    }
    do {
        float k26 = (U)weigh14(-b23);
        alpha24 = +((CONFIG_7 + alpha24) & (CONFIG_7));
        ++w25;
    } while (w25 < 15);
    switch (alpha24) {
    case 0x1:
        break;
    default:
        alpha24 = (ADD3_1(w25, buf22[w25], alpha24) - 0x2e) + ((alpha24 + alpha24) % static_cast<int>(1122));
        break;
    }
    (*buf22) = T(w25);
done27:;
}

int main()
{
    int size28 = 2900;
    size28 = size28;
    if (size28) {
        size28 = size28;
        auto f29 = size28;
    }
    size28--;
    map_split9<<<TUNE_6 + 52, 512, sizeof(float) * 0x80, (cudaStream_t)0>>>((float*)nullptr, size28);
    shade10<<<(size28 + 255) / 0400, 0b10000000>>>(static_cast<unsigned int>(size28), (int*)nullptr);
    drift21_kernel<long, float><<<4 * 2, (TUNE_6 + 4) * (TUNE_6 + 4)>>>((long*)nullptr, size28, 0x1e >> size28);
    return 0;
}
