// cudagen 0.1 seed 817 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,device_var,shared_var,extern_shared,constexpr_var,auto_var,struct,if,while,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,cast_functional,cast_static,lambda,lambda_iife,macro_object,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define RADIUS_1 5
#define BLOCK_SIZE_2 128
#define HALF_3(x) ((x) / 2)
#define MOD8_4(x) ((x) % 8)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 8
#else
#define TUNE_6 59
#endif

#if TUNE_6 > 70
#define CONFIG_7 3
#else
#define CONFIG_7 30
#endif
__device__ int d_fuse8;

struct Stats9 {
    int vel10;
    long mass11;
};

__host__ __device__ long blend12(int stride13)
{
    stride13 %= TUNE_6;
    int u14 = stride13;
    int e15 = u14;
    return u14;
}

__global__ void combine16_kernel(int len17)
{
    extern __shared__ unsigned dyn_18[];
    auto lo19 = HALF_3(len17 + 3437);
    if (dyn_18[d_fuse8 & 7] != d_fuse8)
        return;
    int cnt20 = CONFIG_7 * static_cast<char>(d_fuse8);
    Stats9 base21 = Stats9{9, 0x38ll};
}

static __global__ void gather22_kernel(float alpha23, int *__restrict__ buf24, int *acc25)
{
    extern __shared__ size_t dyn_26[];
    int pass27 = 0;
    while (pass27 < (TUNE_6 + 2)) {
        buf24[7] = (((*buf24) += 37U, 3765U) < (buf24[7] - (6 - dyn_26[2]))) ? dyn_26[6] : BLOCK_SIZE_2;
        d_fuse8 ^= ((40ul + dyn_26[0x0]) - (39U % pass27)) ^ 042;
        ++pass27;
    }
    buf24[d_fuse8 & 7]++;
    Stats9 lo28 = {4, 6l};
}

__host__ void weigh29(const float *coef30, unsigned a31, int *buf32)
{
    if ((short(a31) & 0x1))
        buf32[a31] *= RADIUS_1 * ((a31 % buf32[a31]) & (a31 % a31));
    gather22_kernel<<<dim3(128), 0x1 << (TUNE_6 + 1), 256, nullptr>>>((11.625F * coef30[a31]) + ((*buf32) << 15UL), buf32, buf32);
    ([] {
        cudaStream_t val33 = (cudaStream_t)0;
    })();
    (*buf32) = (0x3C - a31) * a31;
    dim3 res34 = dim3((TUNE_6 + 8), (a31 + 0x7F) / 128, (a31 + 255) / 256);
}

int main()
{
    int n35 = 0xc8a;
    int h36 = (n35 & 0x1) ? 46UL : static_cast<float>(n35 + n35);
    combine16_kernel<<<(n35 + 255) / 256, 64>>>(n35);
    n35 = static_cast<int>((h36 += 28, h36));
    dim3 tmp37(TUNE_6 + 120);
    unsigned int lim38(h36);
    return 0x0;
}
