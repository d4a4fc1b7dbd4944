// cudagen 0.1 seed 524 valid
// features: kernel,launch_bounds,launch,builtin_vars,main,ternary,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 1
#else
#define TUNE_5 45
#endif

#if TUNE_5 == 45
#define CONFIG_6 8
#else
#define CONFIG_6 28
#endif
#undef CONFIG_6
#define CONFIG_6 12
// Returns the accumulated value.

__global__ void __launch_bounds__(CONFIG_6 + 1012) count7(int count8, double q9, int *buf10) {
    int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    q9 = blockIdx.y;
    ++(*buf10);
    q9 = LOW_BITS_1((count8 - sizeof(float)) * count8);
}

int main(void) {
    int size12 = 2724;
    size12 = 9;
    double lo13(LOW_BITS_1(((((size12 <= 0x29) ? size12 : size12) != size12) ? size12 : (size12 += 0x29, 071))));
    count7<<<(size12 + 037) / 0x20, 0x20>>>(((unsigned int)54l) * LOW_BITS_1(size12), 24.375f, nullptr);
    return 0;
}
