// cudagen 0.1 seed 1808 valid
// features: kernel,launch,main,do_while,switch,bitwise,shift,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 7
#else
#define TUNE_5 24
#endif
#undef TUNE_5
#define TUNE_5 8

__global__ void split6_kernel(const float *input7)
{
    int w8 = 0;
    do {
        unsigned cnt9 = input7[3];
        cnt9 = 0b111ul;
        unsigned int val10 = 11;
        ++w8;
    } while (w8 < w8);
    bool h11 = (float)(323 | CAT_3(w, 8));
    int prod12(CAT_3(w, 8) | 34);
}

int main()
{
    int n13 = 1513;
    switch ((unsigned int)n13) {
    case (4):
        n13++;
        n13 = 2;
        break;
    case 7:
        n13 = n13 / n13;
        break;
    }
    split6_kernel<<<1 << 4, TUNE_5 + (TUNE_5 + (TUNE_5 + 488))>>>(static_cast<const float*>(nullptr));
    return 0;
}
