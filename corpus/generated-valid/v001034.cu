// cudagen 0.1 seed 1034 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,shared_var,static_shared,host_global,constexpr_var,auto_var,if,do_while,ternary,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_float,lit_hex_float,lit_string,lit_nullptr,cast_c,sizeof,macro_object,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 32
#define RADIUS_2 (8)
#define NUM_ITERS_3 64

#ifndef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 24
#endif
#undef TUNE_5
#define TUNE_5 8

__global__ void __launch_bounds__(256) bump6_kernel(float b7, const float *coef8, const float *coef9, float alpha10)
{
    int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((((alpha10 < alpha10) ? warpSize : i11) & 0x1)) {
        return;
    }
    unsigned stride12 = (coef9 != nullptr) ? (~gridDim.x) : b7;
    auto prod13 = NUM_ITERS_3;
}
// Helper used by the kernels below.

template <typename T, int N = 3>
__global__ void bump14_kernel(T *out15)
{
    int gid16 = threadIdx.x;
    T cnt17 = 0x8 | gid16;
    int pass18 = 0x0;
    do {
        if (!out15) {
            static __shared__ size_t sh_19[32];
            (*out15)++;
        }
        float w20{0x1p0F};
        ++pass18;
    } while ((pass18 < gid16) && (blockDim.x == (threadIdx.y * 13)));
}
const char *g_score21 = "x=%d";

__device__ unsigned long smooth22(long long *dst23, const double *coef24, unsigned int beta25)
{
    int cnt26((float)(((unsigned char)(*dst23)) & 6));
    if (cnt26 <= dst23[0]) {
        return (unsigned)(cnt26 | (*dst23));
    }
    if (beta25 >= dst23[warpSize & 7]) {
        ++cnt26;
        --cnt26;
        (*dst23) = (23 - beta25) + (blockIdx.z + (*dst23));
    }
    return TUNE_5;
}

int main()
{
    int size27 = 80;
    auto lo28 = g_score21[1];
    size27--;
    lo28 = lo28;
    lo28++;
    unsigned val29 = 22;
    bump6_kernel<<<(RADIUS_2 + RADIUS_2), NUM_ITERS_3 + (CHUNK_1 + (RADIUS_2 + (TUNE_5 + 16))), sizeof(int) * 1024, (cudaStream_t)0>>>(size27, nullptr, nullptr, g_score21[0b1]);
    bump14_kernel<long, 2><<<32, sizeof(int) * 64>>>(nullptr);
    return 0x0;
}
