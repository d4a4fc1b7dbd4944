// cudagen 0.1 seed 1680 valid
// features: kernel,launch,host_function,main,constant_var,host_global,constexpr_var,const_local,enum_class,if,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lambda,lambda_generic,lambda_launch,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 3
#define WARPS_2 32
#define WARPS_3 (8)
#define HALF_4(x) ((x) / 2)
#define SQR_5(x) ((x) * (x))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

#ifndef USE_FAST_PATH_8
#define TUNE_9 13
#else
#define TUNE_9 32
#endif
__constant__ int c_accum10 = 37;
enum class Kind11 { Fast12, Mul13, High14 };
enum class Phase15 : short { Green16 = 1, Slow17 };
const float g_scatter18 = 012;

__global__ void mix19_kernel(int lane20)
{
    lane20 = lane20 * 071;
    lane20--;
    lane20 = ((c_accum10 - lane20) == (lane20 + c_accum10)) ? SQR_5(((lane20 <= 5) ? c_accum10 : c_accum10)) : (('\x41') * c_accum10);
    const unsigned h21 = TUNE_9;
    lane20 ^= (lane20 * h21 * lane20) + (-(31L - lane20));
}

long mix22(Phase15 b23, float *data24, unsigned char p25)
{
    mix19_kernel<<<4 * (CHUNK_1 + (CHUNK_1 + 2)), 32>>>(7);
    if (!(b23 != Phase15::Green16)) {
        return *data24;
    }
    return (33 * data24[p25] * (g_scatter18 / p25)) + (HALF_4(p25) - p25);
}

int main()
{
    int len26 = 3474;
    ++len26;
    auto fn29 = [](auto hi27, auto s28) {
        hi27 = (!((s28 * hi27) >= 4)) ? s28 : (hi27 + 62);
        mix19_kernel<<<4 * 2, TUNE_9 + 243>>>(SQR_5(s28));
        return hi27 * 2;
    };
    fn29(len26, len26);
    (--len26, (len26 = (fn29(len26, len26))));
    int y30 = fn29(len26, len26);
    return 0;
}
