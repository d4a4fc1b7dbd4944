// cudagen 0.1 seed 1949 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_device_function,main,constexpr_var,auto_var,enum,if,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,lambda,lambda_capture_value,macro_function,macro_statement,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 3
#else
#define TUNE_4 17
#endif

#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 6
#else
#define CONFIG_5 25
#endif
#undef CONFIG_5
#define CONFIG_5 12

__host__ __device__ void fuse6(double *dst7, int lane8) {
    dst7[lane8 & 7] = ((lane8 - lane8) / (lane8 - dst7[3])) / dst7[1];
    dst7[lane8 & 7] = ADD3_1(dst7[2] * lane8, 45, lane8 % lane8);
    lane8 = (4 ^ (lane8 + lane8)) + ((lane8 == 57ULL) ? (*dst7) : ADD3_1(*dst7, 62L, CONFIG_5));
    if (lane8 && (dst7[lane8] <= lane8)) {
        return;
    }
}
enum Op9 : short { SLOW10, BLUE11, GREEN12 = 4, SLOW13 = 7 };

__device__ __forceinline__ float stencil14(char alpha15, Op9 q16) {
    q16 = SLOW10;
    alpha15 = 127u;
    Op9 acc17 = GREEN12;
    if ((acc17 < 32) && (warpSize == acc17)) {
        return ADD3_1(blockDim.x + threadIdx.x, ADD3_1(q16, 8, 2), (42ULL > threadIdx.y) ? q16 : 2462u);
    }
    q16 = q16;
    return acc17 + (6.75F);
}
// Computes one element per thread.

__global__ void bias18_kernel(int len19) {
    unsigned tid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid20 >= len19) {
        return;
    }
    fuse6(nullptr, (threadIdx.x * blockDim.y) & len19);
    Op9 hi21 = BLUE11;
    unsigned int sum22 = tid20;
    int m23{len19};
    auto m24 = 0b1001L;
}

int main() {
    int len25 = 966;
    bias18_kernel<<<(len25 + 0b111111) / 64, 32 * 8>>>(52);
    len25 = len25;
    bias18_kernel<<<(len25 + 63) / 64, (TUNE_4 + 125), 128 * 8>>>(len25 % 39u);
    auto op27 = [=](float q26) -> int {
        (q26--, (q26 = (!((len25 - 5) != 62)) ? len25 : ADD3_1(len25 % len25, (q26), 4ull)));
        q26 = len25;
        return 0b10101L;
    };
    bias18_kernel<<<(len25 + 255) / 256, 256, 0>>>(27);
    if ((len25 < 0b100000U) || (len25 < len25)) {
        return 0b100100 * len25;
    }
    return 0;
}
