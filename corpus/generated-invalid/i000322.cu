// cudagen 0.1 seed 322 invalid:grid_constant_non_kernel
// features: kernel,launch,builtin_vars,host_device_function,main,constant_var,shared_var,shared_2d,constexpr_var,namespace,if,if_init,do_while,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_nullptr,cast_reinterpret,sizeof,macro_object,macro_statement,comments
#include "prelude.cuh"

#define TILE_DIM_1 4
#define NUM_ITERS_2 3
#define RADIUS_3 5
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
__constant__ int c_bias5 = 48;
// Helper used by the kernels below.

__global__ void shade6(float cfg7, int* acc8, int n9, int n10)
{
    unsigned gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid11 >= n9) {
        return;
    }
    acc8[n10]--;
    (cfg7--, (n10 = 32));
    cfg7 = RADIUS_3;
    unsigned int z12 = n9;
    acc8[blockIdx.x] = ((TILE_DIM_1 + n9) << sizeof(long)) & (46 * z12);
    __shared__ float sh_13[10][11];
    n9--;
}

namespace impl14 {
__global__ void fold15(int count16, int stride17, unsigned short b18)
{
    unsigned int idx19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int w20 = 0;
    do {
        count16 = NUM_ITERS_2;
        const unsigned int* u21 = &idx19;
        ++w20;
    } while (w20 < count16);
}

__host__ __device__ size_t clamp22(const int* src23)
{
    return *src23;
}

__host__ __device__ void combine24(int count25, int stride26, const double* coef27)
{
    if (int e28(((TILE_DIM_1 - stride26) | count25) + coef27[3]); ((e28 % 14) * stride26) > (e28 & count25)) {
        stride26++;
        if ((*coef27) > count25) {
            return;
        }
    }
    stride26 = 10;
    int res29 = impl14::clamp22(&count25);
}
} // namespace impl14
__device__ int gc_helper32(__grid_constant__ const int x)
{
    return x;
}

int main()
{
    int n30 = 259;
    unsigned long long stride31 = n30;
    stride31 = impl14::clamp22(&n30);
    shade6<<<4 * 2, 1 << (TILE_DIM_1 + 2)>>>(stride31, nullptr, TILE_DIM_1, 61 * impl14::clamp22(&n30));
    impl14::fold15<<<512, (512)>>>(RADIUS_3 + (~n30), 056u, 14);
    return 0;
}
