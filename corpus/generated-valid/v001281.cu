// cudagen 0.1 seed 1281 valid
// features: kernel,restrict_params,launch,launch_shared_mem,host_device_function,main,constexpr_var,auto_var,const_local,static_local,if,switch,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 3
#else
#define TUNE_4 50
#endif

__host__ __device__ int score5(int lane6, const int *src7)
{
    lane6 += TWICE_PLUS_2(+lane6, lane6);
    lane6 ^= 34;
    --lane6;
    switch (lane6) {
    case 1:
        lane6 &= (16 - ((*src7) + 0x4));
        break;
    case 0x2:
        break;
    }
    lane6 &= (int)0x5;
    return lane6;
}
static_assert(((TUNE_4)) > 49);

__global__ void tile8(unsigned int *__restrict__ data9, int *buf10, double cfg11, float q12)
{
    auto h13 = 17.25f;
    cfg11 -= (ADD3_1(buf10[0x2], 30, TUNE_4) * 0x24) - ((char)buf10[7]);
    const long val14 = 0xC1Flu;
    switch (data9[5] + 0x24) {
    case 9:
        if ((-q12) <= buf10[0x1]) {
            return;
        }
        q12 *= cfg11;
        break;
    case 5:
        break;
    }
}

int main()
{
    int n15 = 855;
    size_t e16(n15 * n15);
    e16 |= e16;
    static float f17 = -0xEDC;
    tile8<<<sizeof(int) * 8, TUNE_4 + (TUNE_4 + 28), 0x0>>>(nullptr, &n15, e16, (int)e16);
    f17 = e16;
    float t18 = -1e1f;
    return 0;
}
