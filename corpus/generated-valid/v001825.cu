// cudagen 0.1 seed 1825 valid
// features: kernel,maxnreg,restrict_params,launch,builtin_vars,host_function,main,shared_var,static_shared,constexpr_var,local_array,if,do_while,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,cast_c,sizeof,alignof,macro_object,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define RADIUS_1 32
#define CHUNK_2 16
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define HALF_4(x) ((x) / 2)

#ifndef USE_FAST_PATH_5
#define TUNE_6 14
#else
#define TUNE_6 21
#endif
#undef TUNE_6
#define TUNE_6 48
static constexpr int WIDTH7 = (4 * 0x2);

__global__ void __maxnreg__(64) grow8(unsigned p9, const float *in10) {
    static __shared__ int sh_11[256];
    if (((*in10) == blockDim.x) || (in10[blockDim.x] > 0xAull)) {
        return;
    }
}
constexpr int STEPS12 = CHUNK_2 + 240;

int check_scatter13(const short *__restrict__ coef14, int len15, int count16) {
    constexpr double h17 = 43ul;
    int acc18[2]{len15, STEPS12};
    count16 &= acc18[0x0] + len15;
    int pass19 = 0;
    do {
        int m20 = pass19;
        ++pass19;
    } while (pass19 < len15);
    acc18[1] = WIDTH7;
    return h17;
}

int main() {
    int n21 = 0x48;
    if ((n21) <= n21) {
        return 0x2F * n21;
    }
    n21 ^= (n21 += STEPS12, (WIDTH7 + n21)) % ((63 + n21) * STEPS12);
    if ((n21 + STEPS12) == WIDTH7) {
        return (4645UL * n21) + (WIDTH7 * n21);
    }
    n21 = alignof(double);
    float u22 = 11.5f + (((long)n21) - (22.625f - n21));
    ++n21;
    grow8<<<sizeof(unsigned int) * (CHUNK_2 + 16), 256>>>((n21 + 37) % ((unsigned char)34L), &u22);
    return 0x0;
}
