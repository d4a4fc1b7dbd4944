// cudagen 0.1 seed 2056 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,shared_var,extern_shared,constexpr_var,auto_var,enum,if,goto,nested_block,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,pp_ifdef,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 4

#ifdef USE_FAST_PATH_2
#define TUNE_3 9
#else
#define TUNE_3 25
#endif
#if (NUM_ITERS_1 * 2) >= 1 && NUM_ITERS_1 != 0
#define CONFIG_4 3
#elif NUM_ITERS_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 15
#endif
enum Axis5 { MUL6 = 3, OFF7, BLUE8 = 6, ON9 = 9 };

__global__ void shade10(const int* __restrict__ coef11, const int* input12, const int* coef13, float beta14) {
    int i15 = threadIdx.x;
    {
        bool acc16 = threadIdx.y;
        constexpr float res17 = -41;
    }
}

inline __host__ __device__ unsigned int merge18(int stride19, Axis5 alpha20, const int* __restrict__ coef21) {
    --stride19;
    auto k22 = 24.125f;
    if (coef21 == nullptr) {
        return 54 + coef21[stride19];
    }
    return alpha20;
}

__global__ void __launch_bounds__(NUM_ITERS_1 + (ON9 + (TUNE_3 + (ON9 + (BLUE8 + 11))))) stencil23(int* __restrict__ buf24, unsigned long* data25, unsigned int* __restrict__ buf26) {
    extern __shared__ unsigned char dyn_27[];
    int gid28 = threadIdx.x;
    if ((buf26[gid28] / (*data25)) == 49) {
        return;
    }
    unsigned long long w29 = 62lu;
    buf26[gid28] = data25[4];
    Axis5 flag30 = OFF7;
    if (w29 == w29) {
        goto skip31;
    }
    dyn_27[w29] |= sizeof(int) * buf24[blockDim.x];
skip31:;
}

int main() {
    int len32 = 2886;
    static_assert(sizeof(int) == 0b100, "bad config");
    len32 = -4798;
    if (len32 < len32) {
        return 22L;
    }
    auto acc33 = len32 - OFF7;
    constexpr int r34 = 64;
    shade10<<<dim3((len32 + 63) / 64, 2), dim3(NUM_ITERS_1 + 12, (len32 + 0b11111) / 32)>>>((const int*)nullptr, nullptr, nullptr, 13.625f);
    stencil23<<<sizeof(unsigned int) * (NUM_ITERS_1 + 60), OFF7 + 124, 0, nullptr>>>(nullptr, (unsigned long*)nullptr, (unsigned int*)nullptr);
    return 0;
}
