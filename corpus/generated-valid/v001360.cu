// cudagen 0.1 seed 1360 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,main,constexpr_var,auto_var,if,nested_block,static_assert,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,macro_object,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 5
#define TILE_DIM_2 16
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6
#ifdef USE_FAST_PATH_6
#define TUNE_7 11
#else
#define TUNE_7 32
#endif
#if TILE_DIM_1 % 2 == 0 || TILE_DIM_1 < 4
#define CONFIG_8 2
#else
#define CONFIG_8 18
#endif
__global__ void __maxnreg__(128) accum9(float *dst10, int len11, double *__restrict__ acc12)
{
    static_assert(14 == 14, "size check");
    acc12[len11] = *acc12;
    acc12[len11 & 7]--;
    {
        acc12[4] = -(~((int)dst10[len11]));
        (*acc12) = 0x19 * (len11 | 1);
    }
    auto idx13 = (53 + (len11 + 41)) * (43u - (*dst10));
}
int main(void)
{
    int len14 = 391;
    if (MAX2_3(CAT_5(len, 14), 0x3Bul) != len14)
        return 53ul - (CAT_5(len, 14) - CONFIG_8);
    float mid15 = MAX2_3((len14 << TUNE_7), len14) * (0x0 % (len14 + 0x1));
    accum9<<<dim3((len14 + 255) / 256, (len14 + 0b11111) / 32, (0b100000)), 8 * 8, (TUNE_7 + (CONFIG_8 + 483)) * 2>>>(nullptr, mid15, (double*)nullptr);
    return 0;
}
