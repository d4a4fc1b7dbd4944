// cudagen 0.1 seed 2090 valid
// features: kernel,launch,device_function,device_noinline,static_device_function,device_template_function,main,const_local,enum,enum_class,if,compound_assign,bitwise,comparison,incdec,lit_int_binary,lit_int_suffix,lit_float,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define WARPS_1 3
#define RADIUS_2 64
#define CHUNK_3 ((5))
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define LOW_BITS_5(x) ((x) & 0xF)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
enum Phase8 {
    BUSY9,
    BLUE10,
    BLUE11 = 4,
    ADD12,
    HIGH13 = 7
};
enum class Color14 { On15, Fast16, Mul17, Busy18 };
enum State19 { BLUE20, BUSY21 };
/* Computes one element per thread. */

template <typename T, int N = 2>
static __device__ __noinline__ T weigh22(T p23)
{
    p23 = N;
    if (N > (p23 * N))
        return 15.625;
    p23 -= 1.75F;
    return 16.0;
}

__global__ void pack24_kernel(int stride25)
{
    stride25 = stride25;
    stride25 &= stride25;
}

int main()
{
    int len26 = 3039;
    ++len26;
    const float m27 = 20 + len26;
    pack24_kernel<<<sizeof(float) * 64, 32>>>(LOW_BITS_5(len26 | len26));
    int r28 = 63;
    r28 = 12ULL;
    return 0b0;
}
