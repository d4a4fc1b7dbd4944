// cudagen 0.1 seed 433 invalid:constant_sign_change
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,host_function,static_host_function,constexpr_function,main,constexpr_var,if,for,static_assert,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 34
#endif

__global__ void __maxnreg__(32) grow7(int *out8, const float *src9, unsigned int *buf10) {
    constexpr int diff11 = (4 * 010);
    double idx12 = (short)src9[5];
    char base13 = (MOD8_1(buf10[6]) + ((unsigned char)20)) - TUNE_6;
}

static double check_clamp14(float b15, int stride16) {
    for (int n17 = sizeof(float) * 2; n17 > 0; --n17) {
        unsigned char h18 = n17;
        h18++;
    }
    if ((stride16 != b15) || (stride16 != TUNE_6))
        return b15;
    static_assert(62 == 62, "expected value");
    float f19 = (stride16 + b15 + MOD8_1(stride16)) / stride16;
    static_assert(sizeof(int) == 4, "tile must fit");
    return unsigned(11) - stride16;
}

constexpr int pivot20(int n21, int stride22) {
    signed char tmp23(float(stride22) - (stride22 * (stride22)));
    return n21;
}

int main() {
    int n24 = 792;
    unsigned int count26 = -1;
    n24 = (n24 - 044l) + (n24 += 54, (-'\101'));
    n24--;
    grow7<<<(n24 + 127) / 128, (TUNE_6 + 26) * 16, 1 << (TUNE_6 + 2), 0>>>(nullptr, (const float*)nullptr, nullptr);
    long w25 = n24 * MOD8_1(n24 * n24);
    w25 = MOD8_1(w25) << 8;
    return 0;
}
