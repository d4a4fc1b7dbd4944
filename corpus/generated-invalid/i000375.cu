// cudagen 0.1 seed 375 invalid:missing_return_statement
// features: kernel,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_function,constexpr_function,main,device_var,constant_var,constexpr_var,if,goto,ternary,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement,comments
#include "prelude.cuh"

#define WARPS_1 4
#define BLOCK_SIZE_2 5
#define NUM_ITERS_3 16
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define DEFINE_MAP_KERNEL_8(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_8(map_score9, double)
__device__ float d_smooth10;
__constant__ int c_lerp11 = BLOCK_SIZE_2 + 0b11011;

__device__ unsigned short sift12(int len13, int len14, float p15) {
    len13 = 127;
    ++len13;
    len13 = p15;
    len14 = MAX2_4(len13, 0x20);
    return 0x2e + d_smooth10;
}
__device__ float d_scale16 = 17.875f;

__global__ void drift17(signed char cfg18, float* dst19, float* __restrict__ data20, double cfg21) {
    d_scale16 = 17.375f;
    (*dst19) = (cfg18 * cfg18) ? (cfg21 + 4U) : dst19[cfg18];
    if (cfg18) {
        return;
    }
    ACCUM_5(data20[3], (061ul));
    int diff22 = ((52 << c_lerp11) + (c_lerp11 * cfg18)) % (BLOCK_SIZE_2 + c_lerp11);
    if (cfg21 < cfg18) {
        goto out23;
    }
    ACCUM_5(d_scale16, (diff22));
out23:;
}
// Layout: row-major, no padding.

unsigned long run_sweep24(long cfg25, bool a26) {
    drift17<<<(cfg25 + 0xff) / 256, dim3(2), 0>>>(MAX2_4(a26, BLOCK_SIZE_2), (float*)nullptr, nullptr, (10.75));
    int h27 = cfg25;
    float x28 = 52lu + a26;
    long long lo29 = (x28 - cfg25) * (MAX2_4(h27, cfg25) * '\a');
    int* hi30 = nullptr;
    h27 = MAX2_4(a26 * 8, 19);
    --(*hi30);
    return lo29;
}

constexpr int check_step31(int count32, int stride33) {
    return (sizeof(float) * count32) / stride33;
}
int pick36(int x)
{
    if (x > 2)
        return 1;
}

int main() {
    int len34 = 0xaa3;
    int stride35 = len34 ? len34 : len34;
    stride35 = MAX2_4((stride35 >> stride35) ? (NUM_ITERS_3 * len34) : (stride35 + 48UL), len34);
    map_score9<<<4, dim3((len34 + 31) / 32, sizeof(int) * NUM_ITERS_3, sizeof(int) * (BLOCK_SIZE_2 + 013))>>>(nullptr, BLOCK_SIZE_2);
    return 0;
}
