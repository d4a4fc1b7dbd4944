// cudagen 0.1 seed 1927 valid
// features: kernel,launch,builtin_vars,host_device_function,constexpr_function,default_args,main,constexpr_var,enum,if,if_else,for,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_object,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define CHUNK_1 3
#define CAT_2(a, b) a##b

#ifndef USE_FAST_PATH_3
#define TUNE_4 15
#else
#define TUNE_4 34
#endif

#if CHUNK_1 > 34
#define CONFIG_5 4
#else
#define CONFIG_5 15
#endif
#undef CHUNK_1
#define CHUNK_1 12

__global__ void split6(unsigned *acc7, const double *in8) {
    int h9 = in8[gridDim.y & 7] - (61 << ((*acc7) - 0x37));
    if (acc7[h9] != in8[h9 & 7]) {
        for (int j10 = 0; j10 < 0xE; ++j10) {
            if (CAT_2(j, 10) <= 0x17) {
                continue;
            }
            constexpr int u11 = 28;
            h9--;
        }
    } else {
    }
}
enum Color12 { GREEN13, IDLE14 };

constexpr __device__ __host__ int step15(int stride16) {
    int off17 = IDLE14 & stride16;
    return TUNE_4;
}

inline __host__ __device__ unsigned int march18(double a19 = 4.5F) {
    if (a19 > static_cast<int>(TUNE_4)) {
        for (int n20 = 13; n20 > 0; --n20) {
            if (step15(a19) >= 0x2A) {
                return 23lu;
            }
            Color12 r21 = IDLE14;
        }
        a19 = IDLE14;
        size_t u22 = 1;
    } else {
    }
    return 0x1;
}

int main() {
    int n23 = 3351;
    if ((n23 + n23) != static_cast<unsigned char>(n23)) {
        split6<<<(n23 + 255) / 256, CHUNK_1 + 116>>>(static_cast<unsigned*>(nullptr), nullptr);
    }
    n23 = step15(n23 / 01467L) | 3393;
    constexpr long u24 = 41;
    return 0x0;
}
