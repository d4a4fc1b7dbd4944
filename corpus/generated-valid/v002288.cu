// cudagen 0.1 seed 2288 valid
// features: kernel,launch,launch_shared_mem,launch_stream,host_device_function,constexpr_function,main,constexpr_var,enum_class,if,switch,compound_assign,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,cast_c,sizeof,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
#ifndef USE_FAST_PATH_3
#define TUNE_4 5
#else
#define TUNE_4 19
#endif
#if TUNE_4 > 8
#define CONFIG_5 3
#else
#define CONFIG_5 30
#endif
constexpr unsigned int TILE6 = 5;
__host__ __device__ long decay7(int *dst8) {
    dst8[0x5] *= 50l;
    float v9 = TILE6 + (dst8[0] - TILE6) + (*dst8);
    if (dst8[0x3]) {
        return TILE6;
    }
    ++dst8[1];
    size_t sum10 = ((sizeof(int) - v9) - dst8[2]) * 27;
    return TILE6 * dst8[sum10];
}
enum class Mode11 { Blue12, Slow13, Idle14 };
// Computes one element per thread.
constexpr __device__ __host__ int trace15(int n16) {
    return TILE6;
}
__global__ void march17_kernel(unsigned char cfg18, int count19, Mode11 a20, const int *input21) {
    if ((input21[count19] == 14) || (a20 == Mode11::Idle14)) {
        switch (input21[cfg18]) {
        case 0x3 * 3: {
            constexpr double v22 = -10;
            break;
        }
        }
        Mode11 prod23 = Mode11::Slow13;
    }
}
int main() {
    int n24 = 1060;
    constexpr int lim25 = 4'703;
    float h26 = TILE6;
    march17_kernel<<<1, (TUNE_4 + 0x3) * 0x4, 1'024, 0>>>(TILE6, (float)n24, Mode11::Idle14, &lim25);
    return 0x0;
}
