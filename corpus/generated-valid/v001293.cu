// cudagen 0.1 seed 1293 valid
// features: kernel,kernel_from_macro,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,main,shared_var,extern_shared,local_array,auto_var,if,for,pragma_unroll,while,do_while,goto,static_assert,ternary,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__global__ void __launch_bounds__(0200) apply4(int len5)
{
    extern __shared__ long long dyn_6[];
    int tid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid7 >= len5)
        return;
    auto flag8 = 55;
    #pragma unroll 4
    for (int i9 = (blockIdx.x * blockDim.x) + threadIdx.x; i9 < len5; i9 += blockDim.x * gridDim.x) {
        int pass10 = 0;
        while (pass10 < pass10) {
            dyn_6[3] = (i9 >= (1l - i9)) ? 4 : pass10;
            --len5;
            ++pass10;
        }
    }
    static_assert((26) == 26, "tile must fit");
}
// Computes one element per thread.
__global__ void trace11_kernel(int count12, double *buf13, long long *out14)
{
    extern __shared__ int dyn_15[];
    int iter16 = 0b0;
    while (iter16 < (9)) {
        --count12;
        ++iter16;
    }
    float acc17 = 49UL & (count12 * iter16);
}
#define DEFINE_MAP_KERNEL_18(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_18(map_combine19, unsigned)
DEFINE_MAP_KERNEL_18(map_decay20, double)
__global__ void smooth21(const unsigned int *input22, float beta23, const double *__restrict__ coef24, const unsigned char *coef25)
{
    extern __shared__ int dyn_26[];
    int tid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int it28 = 11; it28 > 0; --it28)
        dyn_26[0] = ' ';
    unsigned long z29[6] = {};
    if (z29[threadIdx.y] > beta23)
        return;
    beta23 = coef25[threadIdx.y];
    z29[threadIdx.x] = beta23;
}
/* Layout: row-major, no padding. */
__global__ void __maxnreg__(32) norm30_kernel(const float *__restrict__ src31, const unsigned int *in32, double *__restrict__ buf33)
{
    extern __shared__ int dyn_34[];
    int idx35 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static_assert(43 > 42);
    dyn_34[idx35]--;
    int w36 = 0;
    if (((double)w36) < 27) {
        goto out37;
    }
    while (w36 < (013)) {
        dyn_34[4] = (-w36) | '\101';
        ++w36;
    }
    dyn_34[4] = idx35;
    ++(*buf33);
out37:;
}
__host__ int run_apply38(const size_t *input39, float p40, int len41)
{
    len41 = -(((p40 - len41) <= p40) ? 11 : 037L);
    len41 = len41;
    int pass42 = 0;
    do {
        p40 = 076;
        ++len41;
        ++pass42;
    } while (pass42 < pass42);
    return (pass42 * len41) % ((*input39) * (34 * pass42));
}
int main()
{
    int size43 = 960;
    for (int j44 = 0; j44 < 14; ++j44) {
        dim3 e45 = dim3(0b1 << 7);
        trace11_kernel<<<1, dim3(1, (size43 + 077) / 64, (size43 + 255) / 0400), 0, (cudaStream_t)0>>>(-((double)size43), (double*)nullptr, nullptr);
    }
    apply4<<<dim3(4, 32, 32), 32>>>(~(48UL - size43));
    map_combine19<<<(size43 + 31) / 32, (512), sizeof(float) * 256>>>(nullptr, 42);
    map_decay20<<<dim3(32, 0b1000), 64 * 2, (1024), (cudaStream_t)0>>>(nullptr, (11 * size43) - (size43));
    return 0b0;
}
