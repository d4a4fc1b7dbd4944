// cudagen 0.1 seed 2231 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,host_function,static_host_function,constexpr_function,main,shared_var,extern_shared,host_global,constexpr_var,local_array,enum_class,if,nested_block,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 5
#else
#define TUNE_3 64
#endif

#if TUNE_3 % 2 == 0 || TUNE_3 < 4
#define CONFIG_4 6
#else
#define CONFIG_4 30
#endif
#undef CONFIG_4
#define CONFIG_4 12

__global__ void update5_kernel(const int* __restrict__ src6, const unsigned short* __restrict__ input7, const int* input8)
{
    extern __shared__ int dyn_9[];
    (dyn_9[0x5]++, (dyn_9[blockDim.x & 7] %= *input8));
    dyn_9[warpSize] >>= blockIdx.x * (dyn_9[0x0] += dyn_9[threadIdx.x], (15 * blockDim.x));
    --dyn_9[5];
}
bool g_blend10 = 0;

static int host_trace11(int stride12)
{
    stride12 >>= g_blend10;
    stride12 = 52LL;
    {
        if (g_blend10 >= CAT_1(stride, 12))
            return -0xac9;
        stride12 -= CONFIG_4 | (CAT_1(stride, 12) | 8);
    }
    constexpr long t13 = TUNE_3 + 0x2;
    return t13;
}

static __global__ void combine14_kernel(char* dst15)
{
    extern __shared__ int dyn_16[];
    unsigned idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dst15[threadIdx.x] ^= sizeof(float);
    int mid18 = static_cast<float>((idx17));
    float cnt19 = idx17;
    int v20[6] = {};
}
enum class Mode21 { Red22, Red23 = 5 };

inline __device__ void bias24(int count25, signed char* dst26)
{
    if ((*dst26) + 41)
        return;
    (*dst26) = threadIdx.x;
    static_assert(11 == 11);
    if ((dst26[1] + 61) == dst26[5])
        return;
    constexpr unsigned q27 = 3'047;
}

constexpr int check_pivot28(int stride29, int len30)
{
    len30 *= TUNE_3;
    return CAT_1(len, 30);
}

int main()
{
    int count31 = 1633;
    count31 %= (1836lu + g_blend10) ^ u8' ';
    g_blend10 = (0);
    update5_kernel<<<(count31 + 255) / 256, 128>>>(&count31, (const unsigned short*)nullptr, &count31);
    combine14_kernel<<<2, (64), 1 << 12>>>(nullptr);
    return 0;
}
