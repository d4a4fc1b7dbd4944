// cudagen 0.1 seed 978 valid
// features: kernel,launch,launch_dim3,main,shared_var,static_shared,extern_shared,constexpr_var,const_local,struct,bitwise,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,sizeof,macro_function,macro_paste,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 1
#else
#define TUNE_4 57
#endif

#if (TUNE_4 * 2) >= 52 && TUNE_4 != 0
#define CONFIG_5 8
#else
#define CONFIG_5 17
#endif
#undef TUNE_4
#define TUNE_4 24
// Computes one element per thread.

struct Vec6 {
    float mass7;
    int id8;
};

__global__ void stencil9_kernel(int stride10) {
    extern __shared__ float dyn_11[];
    unsigned long s12(MIN2_1(stride10, 47));
    static __shared__ long sh_13[32];
    stride10 = (stride10 & sh_13[0x15]) * (s12 | (s12 + sizeof(char)));
    const int h14 = stride10;
    sh_13[0b1010] = MIN2_1(s12 ^ 0x3DL, 44) * h14;
}

int main() {
    int n15 = 0x323;
    stencil9_kernel<<<(n15 + 0xff) / 0x100, dim3((n15 + 127) / 0x80, (n15 + 31) / 32)>>>(CONFIG_5);
    unsigned val16 = 2798ll % (n15 - CAT_2(n, 15));
    return 0;
}
