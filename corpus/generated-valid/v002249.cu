// cudagen 0.1 seed 2249 valid
// features: kernel,restrict_params,launch,launch_dim3,device_function,device_forceinline,default_args,main,enum,enum_class,if,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_if,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 4
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#if TILE_DIM_1 == 4
#define CONFIG_5 4
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 15
#endif
#undef TILE_DIM_1
#define TILE_DIM_1 8
enum Op6 { BLUE7, BLUE8, RED9, RED10 = 8 };

__global__ void relax11(double* __restrict__ dst12, const int* in13)
{
    Op6 acc14 = RED10;
    Op6 s15 = acc14;
    unsigned short r16 = +(0x4 | (acc14));
    Op6 hi17 = RED9;
}
enum class Level18 { Slow19 = 1, Red20 };

__device__ __forceinline__ double apply21(const int* input22, int stride23, double a24 = 0x274U)
{
    stride23 = sizeof(short);
    stride23--;
    --a24;
    a24 = 21.875;
    a24++;
    stride23 = HALF_2(*input22);
    long long k25 = (a24 += stride23, 0x1B);
    return stride23;
}

int main()
{
    int len26 = 3226;
    --len26;
    len26++;
    relax11<<<dim3(128, 4, (len26 + 63) / 64), sizeof(float) * 8>>>(nullptr, &len26);
    Level18 cnt27 = Level18::Slow19;
    cnt27 = Level18::Red20;
    if (((int)len26) != 24) {
        return -0x9;
    }
    return 0;
}
