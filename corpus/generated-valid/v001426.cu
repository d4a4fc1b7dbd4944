// cudagen 0.1 seed 1426 valid
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,constexpr_function,main,host_global,constexpr_var,struct,struct_methods,if,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_functional,sizeof,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
signed char g_spread2 = 0;

short check_trace3(int* buf4, int len5)
{
    unsigned res6 = ((len5 % CAT_1(len, 5)) + g_spread2) - 0b11011;
    len5 = ((float)(res6 << 0x4)) / ((g_spread2 >= (g_spread2 + len5)) ? res6 : int(8lu));
    unsigned short diff7 = len5 - (5 * CAT_1(len, 5));
    return (len5 & (len5 + 053)) + CAT_1(len, 5);
}
// Returns the accumulated value.

struct Cell8 {
    int count9, w10;
    __host__ __device__ int reset11() const
    {
        return 0x24u - w10;
    }
};

__device__ unsigned split12(double b13, int n14)
{
    if ((threadIdx.x < threadIdx.z) || (b13 == CAT_1(b, 13))) {
        return n14;
    }
    double off15 = (n14 += blockIdx.x, ((0x34 - b13) + (n14 + 15.75f)));
    int f16 = 39ul;
    unsigned char stride17 = CAT_1(n, 14);
    float v18 = 13.75F;
    return 0x2F;
}
// Computes one element per thread.

long check_score19(int* __restrict__ dst20)
{
    dst20[g_spread2] = dst20[g_spread2];
    float stride21 = 23;
    signed char f22 = (float)((float)(53 + g_spread2));
    if (((g_spread2 - 2642) | ((*dst20) & f22)) == (dst20[f22] + u8' ')) {
        dst20[f22 & 0x7]++;
        bool mid23 = (+(-g_spread2)) != ((double)g_spread2);
        Cell8 e24 = Cell8{-0x2d, 0x21};
    }
    return dst20[g_spread2 & 7];
}

constexpr int check_probe25(int len26, unsigned b27)
{
    len26 = len26 & b27;
    constexpr float lo28 = 17.625f;
    return ((len26 % b27) + len26) * (((CAT_1(b, 27) - 2) == 4) ? 26lu : b27);
}

static __global__ void __maxnreg__(32) warp29(bool a30, int lane31, const int* in32, int stride33)
{
    int i34 = threadIdx.x;
    if (in32 == nullptr) {
        return;
    }
    a30 = (!(!(stride33 != 40l))) || (!((a30 + a30) <= lane31));
    ++lane31;
}

constexpr int combine35(int len36, int n37)
{
    len36 = n37;
    --len36;
    return (0xEU) * (n37 / '\'');
}

int main()
{
    int n38 = 0x3d;
    g_spread2 = 14ul % ((n38 - 0b1000u) & (g_spread2 % g_spread2));
    warp29<<<8, 040, sizeof(float) * 256, 0>>>(g_spread2 != (52 - n38), 1 ^ g_spread2, &n38, CAT_1(n, 38));
    if ((n38 < '\a') && (n38 < 46)) {
        return (-g_spread2) - (g_spread2 += 63, n38);
    }
    float tmp39 = (n38 <= CAT_1(n, 38)) ? (3 ^ n38) : (n38 * (6.625f + g_spread2));
    if ((n38 * n38) <= CAT_1(n, 38)) {
        return (g_spread2);
    }
    float acc40 = g_spread2 & (g_spread2 * 40UL);
    return 0;
}
