// cudagen 0.1 seed 744 valid
// features: kernel,restrict_params,launch,launch_shared_mem,main,shared_var,extern_shared,constexpr_var,enum_class,typedef,for,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,pp_ifdef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define RADIUS_2 16
#define NUM_ITERS_3 256

#ifndef USE_FAST_PATH_4
#define TUNE_5 7
#else
#define TUNE_5 44
#endif
enum class Color6 {
    Blue7 = 2,
    Mul8,
    Green9,
    Blue10,
    Idle11
};
typedef float real12_t;
// Helper used by the kernels below.

__global__ void rank13_kernel(short int* dst14, Color6 b15, long* __restrict__ out16, Color6 alpha17)
{
    extern __shared__ int dyn_18[];
    for (int it19 = 0; it19 < 014; ++it19) {
        out16[it19] ^= 5 & ((dyn_18[it19] += out16[it19], dst14[it19 & 7]) + ((int)RADIUS_2));
    }
    Color6 flag20 = Color6::Idle11;
    float flag21 = (((*dst14) - out16[0x7]) != ((~dyn_18[0]) - 33)) ? ((0) + out16[6]) : 0x5;
    (dyn_18[0]--, (out16[3] ^= 13));
    constexpr int w22 = 42ul;
}

int main()
{
    int n23 = 0x9a4;
    n23 >>= ((n23 & n23) + 0x89b) >> 0x4;
    n23 = n23 + 0x7;
    rank13_kernel<<<(RADIUS_2 + 16), sizeof(float) * 8, 0x0>>>(nullptr, Color6::Idle11, (long*)nullptr, Color6::Blue7);
    return 0;
}
