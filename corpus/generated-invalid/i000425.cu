// cudagen 0.1 seed 425 invalid:diag_pragma_without_number
// features: kernel,launch_bounds,launch,launch_dim3,device_function,main,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,auto_var,if,while,goto,ternary,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#pragma nv_diag_error
#define LOW_BITS_1(x) ((x) & 0xF)
#define ADD3_2(a, b, c) ((a) + (b) + (c))

#ifdef USE_FAST_PATH_3
#define TUNE_4 14
#else
#define TUNE_4 18
#endif
// Returns the accumulated value.

__device__ int spread5(int lane6) {
    lane6 = 26;
    int pass7 = 0x0;
    if (lane6 && (pass7 == pass7)) {
        goto skip8;
    }
    while (pass7 < lane6) {
        if (((pass7 - 63UL) / 1) > pass7) {
            if ((lane6 >> (pass7 - pass7)) == (55 + lane6))
                --lane6;
            lane6 = (lane6 += TUNE_4, ((24LL * lane6) - TUNE_4));
        }
        ++pass7;
    }
skip8:;
    return pass7;
}

__global__ void __launch_bounds__((TUNE_4 + (TUNE_4 + 476)), 2) scale9(short* acc10) {
    extern __shared__ float dyn_11[];
    if (!(acc10[0b101] - TUNE_4)) {
        static __shared__ unsigned long sh_12[4][17];
        dyn_11[5] /= (((0x2f >= acc10[0b111]) && (24 == sh_12[1][5])) ? (sh_12[3][1] - acc10[3]) : LOW_BITS_1(*acc10)) << (LOW_BITS_1(sh_12[2][12]) - (acc10[0b1] - 0b101010));
        __shared__ double sh_13[256];
    }
    auto base14 = dyn_11[3] - (*acc10);
    acc10[0]++;
    (acc10[5]--, (acc10[0x3] += TUNE_4 << static_cast<unsigned int>(dyn_11[6] * dyn_11[0])));
}

int main() {
    int size15 = 02624;
    long long u16 = size15;
    unsigned short cnt17 = (64 * u16 * (-u16)) >> (size15 + 0x27 + LOW_BITS_1(size15));
    if (cnt17 < 0x36)
        return -TUNE_4;
    u16 = 8;
    scale9<<<sizeof(float) * 0x20, dim3((TUNE_4 + (TUNE_4 + (TUNE_4 + 10))), (2))>>>(nullptr);
    return 0;
}
