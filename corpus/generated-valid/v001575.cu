// cudagen 0.1 seed 1575 valid
// features: kernel,kernel_extern_c,maxnreg,launch,launch_shared_mem,host_function,main,auto_var,if,for,pragma_unroll,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,macro_object,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 256
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef NUM_ITERS_1
#define NUM_ITERS_1 8
/* Computes one element per thread. */

int run_apply3(long* out4, int lane5, float p6) {
    (*out4) = ((13 * (*out4)) + (58UL | lane5)) * 59;
    lane5 *= (-p6) / (*out4);
    p6 -= p6;
    lane5--;
    return *out4;
}

__global__ void scale7_kernel(unsigned char* data8, unsigned int* buf9, const float* src10, float* dst11) {
    for (int n12 = 0; n12 < 5; n12++)
        --data8[5];
    for (int j13 = 0; j13 < 2; j13++) {
        if (j13 > j13)
            continue;
        auto q14 = +(12 & ((*data8) * 2477));
    }
    ACCUM_2(*dst11, ((8.75f + (*dst11) + (dst11[0])) - (buf9[3] * (56LL & data8[7]))));
    int cnt15 = (*data8) | 4'706;
}
// Layout: row-major, no padding.

extern "C" __global__ void __maxnreg__(128) pivot16_kernel(const float* in17, unsigned char a18) {
    #pragma unroll 4
    for (int i19 = 0b0; i19 < 5; ++i19) {
        bool base20 = ((a18 - a18) & 0b1);
    }
    --a18;
    a18 ^= (a18 ? a18 : a18) * a18;
}

int main() {
    int len21 = 501;
    int h22 = len21;
    len21 += -26;
    h22 = (h22 += h22, len21);
    float res23 = len21;
    short idx24{short(len21 & (59 ^ len21))};
    scale7_kernel<<<(NUM_ITERS_1), NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + 0b10000)))))>>>(nullptr, (unsigned int*)nullptr, (const float*)nullptr, nullptr);
    pivot16_kernel<<<(NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + NUM_ITERS_1))) * (NUM_ITERS_1 + NUM_ITERS_1), 32, 0>>>(nullptr, 255);
    return 0;
}
