// cudagen 0.1 seed 1398 valid
// features: kernel,launch,host_function,constexpr_function,main,constant_var,shared_var,extern_shared,const_local,if,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,array_index,call,lit_int_hex,lit_int_binary,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 14
#else
#define TUNE_7 59
#endif
__constant__ unsigned c_scatter8 = 0b111000;

constexpr int host_spread9(int len10, int n11)
{
    len10 ^= ((((len10 + 2) == sizeof(double)) ? (0x13 * len10) : 60) < 44) ? 10 : 37;
    const float m12 = LOW_BITS_1((n11 - (len10 << n11)));
    return +(~len10);
}

__global__ void sweep13(float *acc14, long q15)
{
    extern __shared__ long dyn_16[];
    if ((dyn_16[7] & 58) >= 0x2f) {
        return;
    }
    --q15;
}

void check_march17(float q18)
{
    sweep13<<<0b1, (TUNE_7 + (TUNE_7 + (TUNE_7 + 335)))>>>(static_cast<float*>(nullptr), '\0');
    if (q18 == 52) {
        return;
    }
}

int main()
{
    int size19 = 1815;
    size19 = ADD3_2((size19 += 1, LOW_BITS_1(size19)), (((size19 >= CAT_5(size, 19)) ? 0x27 : size19) >= 10) ? ((float)17.125f) : (size19 % size19), size19);
    sweep13<<<sizeof(unsigned int) * 0b1000, 1 << 9>>>((float*)nullptr, host_spread9(size19, size19 | size19));
    return 0;
}
