// cudagen 0.1 seed 667 valid
// features: kernel,launch,launch_shared_mem,main,if,for,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_static,sizeof,alignof,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define SQR_2(x) ((x) * (x))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifndef USE_FAST_PATH_6
#define TUNE_7 2
#else
#define TUNE_7 32
#endif

#if TUNE_7 == 2
#define CONFIG_8 5
#else
#define CONFIG_8 24
#endif

__global__ void fold9_kernel(unsigned int *acc10, float alpha11, const int *in12, int *dst13)
{
    ACCUM_3(alpha11, (dst13[0x3]));
    if ((acc10[2] > (*in12)) && (in12[5] != 11UL))
        return;
}

int main()
{
    int count14 = 2'584;
    for (int j15 = 0xb; j15 > 0; --j15) {
        unsigned z16 = (count14 + (51 * j15)) * ((count14 + j15) % j15);
        if ((count14 / 16) > 62)
            return z16;
    }
    fold9_kernel<<<2, 1 << (CONFIG_8 + 1), sizeof(float) * 32>>>(static_cast<unsigned int*>(nullptr), alignof(int), &count14, static_cast<int*>(nullptr));
    return 0;
}
