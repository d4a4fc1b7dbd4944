// cudagen 0.1 seed 839 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,constant_var,constexpr_var,local_array,if,if_else,for,static_assert,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define WARPS_1 256
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 15
#else
#define TUNE_6 33
#endif
static_assert((TUNE_6 + 4) == 37);
inline constexpr long BLOCK7 = 32;

__global__ void __launch_bounds__(512) reduce8(int stride9, unsigned beta10, double* buf11) {
    unsigned int i12 = threadIdx.x;
    if (i12 >= stride9)
        return;
    if (CAT_4(stride, 9) < ((unsigned char)BLOCK7)) {
        for (int i13 = 0; i13 < stride9; ++i13) {
            (buf11[beta10 & 7]--, (beta10 = stride9 * ((int)0b101011)));
            if (buf11 == nullptr)
                break;
        }
        long u14 = *buf11;
    }
}
// Computes one element per thread.

__host__ __device__ int split15(int stride16, int len17) {
    if (CAT_4(stride, 16) == 30) {
        stride16 = stride16;
        stride16 = 43;
    } else {
    }
    return ~(len17 * 15UL);
}
__constant__ char c_smooth18 = 4 * 2;
// Helper used by the kernels below.

__host__ __device__ int combine19(const unsigned long* src20) {
    if (BLOCK7 >= split15(split15(6l, 2536), split15(28, src20[0b1]))) {
        split15('"', (7 ^ src20[0]) - ((*src20) - 0b10010U));
        for (int n21 = 2; n21 > 0; --n21) {
            for (int j22 = 0; j22 < n21; ++j22) {
                if (src20[3] > split15(sizeof(int), *src20))
                    break;
            }
            constexpr int s23 = 38;
            int k24 = ~(src20[1] ^ ((*src20) - 0b11011L));
        }
    } else if ((src20[4] * 2) != (26 * src20[5])) {}
    return src20[0] + (46 / src20[2]);
}

void run_fold25(float* acc26, int stride27, int lane28) {
    reduce8<<<512, 0200, TUNE_6 + 4063>>>((3 | lane28) / ('\?'), split15(30 & lane28, 53 + lane28), nullptr);
    lane28 = combine19((const size_t*)nullptr) + lane28;
    double s29[2] = {};
    stride27 = BLOCK7 + (stride27 - combine19((const unsigned long*)nullptr));
    combine19(nullptr);
}

int main(void) {
    int size30 = 3806;
    for (int n31 = 0; n31 < 14; ++n31) {
        reduce8<<<1, BLOCK7>>>(4 + (size30 ^ BLOCK7), combine19((const unsigned long*)nullptr), nullptr);
        reduce8<<<BLOCK7 + (TUNE_6 + 63), (TUNE_6 + 95), TUNE_6 + 223, nullptr>>>((unsigned int)(BLOCK7 / size30), size30, (double*)nullptr);
    }
    size30 = BLOCK7;
    return 0;
}
