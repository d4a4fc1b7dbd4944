// cudagen 0.1 seed 183 invalid:shared_in_range_for
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,static_device_function,host_function,main,shared_var,shared_2d,extern_shared,constexpr_var,const_local,if,goto,ternary,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 5
#define TILE_DIM_2 16
#define NUM_ITERS_3 32
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define USE_FAST_PATH_8

#ifndef USE_FAST_PATH_8
#define TUNE_9 15
#else
#define TUNE_9 48
#endif

#if TUNE_9 == 48
#define CONFIG_10 4
#else
#define CONFIG_10 9
#endif

__global__ void score11_kernel(int lane12, const int* coef13, double* __restrict__ acc14) {
    extern __shared__ int dyn_15[];
    unsigned int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ unsigned char sh_17[10][NUM_ITERS_1 + 12];
    dyn_15[0x5] = CONFIG_10;
    acc14[2] = (NUM_ITERS_1 + ((sh_17[2][lane12] >= 47l) ? 60U : dyn_15[lane12 & 0x7])) ^ (10u + (coef13[lane12] | warpSize));
    (*acc14) = ((48 * lane12) | (TILE_DIM_2 | tid16)) >> 7;
    dyn_15[6] = threadIdx.x;
    lane12 = lane12 * warpSize * blockIdx.x;
    sh_17[tid16][2] = coef13[0x3] & (tid16 + dyn_15[threadIdx.x]);
}

static __device__ __forceinline__ void update18(int n19) {
    if (blockDim.x <= n19) {
        return;
    }
    n19++;
    bool z20 = (threadIdx.x / (NUM_ITERS_1 + blockIdx.x));
    constexpr int sum21 = 010165L;
    if (((z20 < 49) ? blockDim.x : z20) > n19) {
        goto finish22;
    }
    n19 = sum21 % n19;
finish22:;
}

float run_relax23(int n24, unsigned char a25, int* acc26) {
    n24 = ((0x7 >> acc26[a25]) | 0b101000l);
    dim3 val27 = dim3((n24 + 127) / 0x80);
    acc26[a25 & 7] = a25;
    return (n24 + a25) * a25 * n24;
}
__global__ void range_kernel31(int *p)
{
    int vals32[3] = {1, 2, 3};
    for (__shared__ int x : vals32) {
        p[0] += x;
    }
}

int main() {
    int len28 = 1560;
    if (len28 < len28) {
        return (+len28) * static_cast<int>(30);
    }
    const char* hi29 = "tile";
    len28 = 0b10100;
    const int lo30 = MIN2_4(len28, (long)hi29[0b0]) * TILE_DIM_2;
    score11_kernel<<<dim3(512, 64), 128>>>((4 + hi29[1]) - (len28 % lo30), nullptr, nullptr);
    return 0;
}
