// cudagen 0.1 seed 153 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,constexpr_var,struct,if,shift,comparison,pointer_arith,array_index,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define LOW_BITS_2(x) ((x) & 0xF)
#define MOD8_3(x) ((x) % 8)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_5
#ifdef USE_FAST_PATH_5
#define TUNE_6 5
#else
#define TUNE_6 40
#endif
#if TUNE_6 == 5
#define CONFIG_7 2
#else
#define CONFIG_7 14
#endif
__global__ void weigh8(float *__restrict__ acc9) {
    int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*acc9) = i10;
    acc9[3] = sizeof(unsigned) * (MOD8_3(threadIdx.x) - (i10 * i10));
    double base11 = i10;
}
__global__ void norm12_kernel(float *__restrict__ buf13, float alpha14) {
    int gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    buf13[gid15] = alpha14;
    int cnt16 = MOD8_3(gid15 + gid15) - buf13[gid15];
}
struct Cell17 {
    int mass18;
    float val19;
};
constexpr int smooth20(int lane21, float b22) {
    return (54u) + ((lane21 + TUNE_6) * b22);
}
int main() {
    int n23 = 1094;
    unsigned acc24(n23);
    weigh8<<<1, TUNE_6 + (CONFIG_7 + (CONFIG_7 + (TUNE_6 + (TUNE_6 + 109)))), sizeof(int) * 256, 0>>>(nullptr);
    ACCUM_4(acc24, ((53 >> (n23))));
    n23 = (40 * (acc24 * n23));
    if (acc24 > acc24) {
        return acc24;
    }
    norm12_kernel<<<(acc24 + 31) / 32, CONFIG_7 + (TUNE_6 + 57), sizeof(float) * (BLOCK_SIZE_1 + (TUNE_6 + (CONFIG_7 + 217))), nullptr>>>(nullptr, (CONFIG_7 * n23) - (L'A' << acc24));
    return 0;
}
