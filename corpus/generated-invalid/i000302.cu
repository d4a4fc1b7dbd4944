// cudagen 0.1 seed 302 invalid:kernel_variadic
// features: kernel,kernel_static,launch,launch_dim3,builtin_vars,device_function,device_forceinline,main,managed_var,shared_var,shared_2d,extern_shared,constexpr_var,local_array,enum_class,if,for,range_for,do_while,ternary,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,alignof,macro_object,macro_paste,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 256
#define CHUNK_2 (1 << 7)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#if CHUNK_2 > 53
#define CONFIG_6 6
#else
#define CONFIG_6 9
#endif
enum class Level7 { Busy8, Mul9, Idle10 };

static __global__ void clamp11(long *data12, float *acc13, int stride14, int stride15)
{
    unsigned int i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i16 >= stride14) {
        return;
    }
    --stride15;
    size_t e17[5]{15, 48, 59, size_t(gridDim.x), 44};
    acc13[stride15 & 7]++;
}
constexpr long STEPS18 = sizeof(float) * (4 * 0x2);
__managed__ long m_kick19[32] = {63u};

__device__ __forceinline__ float filter20(int lane21, int n22)
{
    unsigned r23 = CHUNK_2;
    __shared__ float sh_24[(13)][6];
    for (int it25 = 0; it25 < n22; ++it25) {
        __shared__ int sh_26[1 << 1][10];
        float w27{9.875f};
    }
    lane21 = 50;
    return (lane21 >> 4) ^ (4'201ull + (m_kick19[0x17] ^ gridDim.y));
}

__global__ void tile28_kernel(int *acc29, unsigned int *data30, float *out31)
{
    extern __shared__ float dyn_32[];
    unsigned int i33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (auto idx34 : m_kick19) {
        if (CAT_5(idx, 34) >= CONFIG_6) {
            return;
        }
        (*acc29)++;
    }
}

__device__ void bump35(unsigned long cfg36)
{
    if (filter20(cfg36, STEPS18) != 0x36UL) {
        return;
    }
    unsigned int prod37 = -filter20(STEPS18, m_kick19[0x16]);
    signed char s38(21U);
    __shared__ float sh_39[256];
    if (s38 >= 0x3eu) {
        return;
    }
}
__global__ void variadic_kernel43(int n, ...)
{
}

int main()
{
    int len40 = 0xb09;
    int w41 = 0;
    do {
        constexpr int m42 = 63;
        m_kick19[w41] = CAT_5(w, 41);
        clamp11<<<(len40 + 255) / 256, 128>>>(m_kick19, (float*)nullptr, (len40 >= len40) ? (alignof(int) * w41) : (m42 ^ len40), 2'161L);
        ++w41;
    } while (w41 < 0xc);
    --len40;
    m_kick19[5] = ((w41 > (w41 + 8)) ? (CAT_5(w, 41) - 35L) : (36)) % (m_kick19[9] ^ m_kick19[27]);
    tile28_kernel<<<dim3((CONFIG_6 + (STEPS18 + (CONFIG_6 + (CONFIG_6 + 14)))) * 0x8, 1), dim3((CONFIG_6 + 10), 2)>>>(nullptr, nullptr, (float*)nullptr);
    return 0;
}
