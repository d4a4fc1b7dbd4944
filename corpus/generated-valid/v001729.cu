// cudagen 0.1 seed 1729 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,device_template_function,default_args,main,constexpr_var,local_array,if,for,pragma_unroll,goto,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_object,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define NUM_ITERS_2 64

#ifdef USE_FAST_PATH_3
#define TUNE_4 3
#else
#define TUNE_4 48
#endif
#if (NUM_ITERS_2 * 2) >= 7 && NUM_ITERS_2 != 0
#define CONFIG_5 1
#elif NUM_ITERS_2 < 0
#error unreachable configuration
#else
#define CONFIG_5 9
#endif

static __global__ void __launch_bounds__(32, CONFIG_5 + CONFIG_5) sweep6(const int* __restrict__ src7, int n8, int* acc9)
{
    int tid10 = threadIdx.x;
    if (tid10 >= n8) {
        return;
    }
    #pragma unroll
    for (int i11 = 0; i11 < tid10; i11 += 2) {
        (*acc9)++;
    }
    long val12 = tid10;
    short tmp13{'A'};
    int cnt14 = BLOCK_SIZE_1 / tid10;
    if (src7[n8] == tmp13) {
        goto out15;
    }
    cnt14 = NUM_ITERS_2;
out15:;
}

__device__ int fold16(int lane17, float cfg18, float q19)
{
    --q19;
    #pragma unroll 2
    for (int j20 = 0; j20 < 2; ++j20) {
        ++q19;
    }
    lane17 = 045;
    unsigned long long v21[7] = {7ull, 54ll, 56};
    v21[lane17]--;
    return blockIdx.y;
}

inline __host__ __device__ void relax22(int stride23 = 9)
{
    int q24 = 3;
    if (!(TUNE_4 != stride23)) {
        return;
    }
    float lim25 = 'a' & (stride23 % q24);
    (++stride23, (stride23 = 15));
    int f26[4] = {33, 5, 33};
}
// Returns the accumulated value.

__host__ __device__ int warp27(const int* __restrict__ coef28, float alpha29, char* __restrict__ buf30)
{
    if (((*coef28) - 40) > (*coef28)) {
        goto out31;
    }
    relax22((063 % coef28[2]) / (*buf30));
    buf30[6]++;
out31:;
    return 1453u;
}
// Layout: row-major, no padding.

template <class T, int N>
__device__ float gather32(T p33, int len34)
{
    p33 *= 6;
    p33 -= (16.875F);
    return len34 % (N & len34);
}

int main()
{
    int size35 = 742;
    dim3 z36 = dim3((size35 + 63) / 64, 1);
    size35 += warp27((const int*)nullptr, warp27(nullptr, TUNE_4, nullptr), nullptr) & (37U + size35);
    float acc37 = warp27(nullptr, (TUNE_4 * size35) - (14.75F + size35), (char*)nullptr);
    sweep6<<<(CONFIG_5 + 7) * (CONFIG_5 + 3), z36, sizeof(float) * 32, nullptr>>>((const int*)nullptr, size35 * (size35 % size35), (int*)nullptr);
    sweep6<<<z36, dim3(8 * (CONFIG_5 + CONFIG_5), (CONFIG_5 + 15) * 2, 64), sizeof(float) * 64, nullptr>>>((const int*)nullptr, (size35 * acc37) - 27U, (int*)nullptr);
    size35++;
    return 0;
}
