// cudagen 0.1 seed 1979 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,main,shared_var,shared_2d,constexpr_var,local_array,if,for,pragma_unroll,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,comments
#include "prelude.cuh"

#define RADIUS_1 5
#define CHUNK_2 (1 << 2)
#define BLOCK_SIZE_3 (CHUNK_2 + 1)

__global__ void tally4_kernel(const int *input5, unsigned long beta6) {
    int tid7 = threadIdx.x;
    beta6--;
    ++beta6;
    beta6 = 0ul;
    float w8[3 * 2]{-29, 6.0F, 7.0f, 9.625F, 2.0f, static_cast<float>(input5[5])};
}

__global__ void pack9(double *dst10, const int *input11) {
    int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dst10[tid12] += tid12;
    __shared__ int sh_13[1 << 3][11];
}

__device__ __forceinline__ long kick14(int stride15, int n16, int stride17) {
    for (int i18 = 0x0; i18 < stride17; i18 += 1)
        stride17 = 0x26 * (((+n16) >= 28) ? sizeof(int) : 12l);
    stride15 ^= blockIdx.x * stride17;
    return n16;
}

__global__ void warp19(const int *src20) {
    int gid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((20U > src20[gid21]) && ((*src20) != 7))
        return;
    __shared__ int sh_22[32];
    float q23 = gid21 - BLOCK_SIZE_3;
    __shared__ double sh_24;
    static_assert(3 > 2);
}

__device__ __forceinline__ long pack25(int *acc26) {
    #pragma unroll 8
    for (int it27 = 6; it27 > 0; --it27) {
        double z28 = kick14(it27, acc26[1], (acc26[it27] += it27, (acc26[it27] * threadIdx.x)));
        unsigned short off29 = 25L;
        kick14((off29 += z28, (*acc26)) << (sizeof(unsigned) * acc26[0x0]), acc26[7], (it27 + it27) * z28);
    }
    if (acc26[blockDim.x] < 26)
        return kick14((*acc26) - 64, 52ll, kick14(sizeof(long), 36UL, gridDim.z));
    int z30[8] = {1, 1, 64ull, 9, -4, -0x13, 6};
    return 25;
}
// Layout: row-major, no padding.

__device__ __forceinline__ float trace31(const float *src32, const size_t *input33, long long *__restrict__ buf34) {
    buf34[6] = 51L;
    constexpr int stride35 = 1;
    if (((*src32) > (*input33)) || ((*src32) > (*src32)))
        return input33[threadIdx.x];
    if (threadIdx.z <= (buf34[0x4] - BLOCK_SIZE_3))
        return stride35;
    buf34[0x5] = (stride35 - (*buf34)) >> buf34[warpSize];
    return threadIdx.x;
}

int main(void) {
    int size36 = 486;
    size36 = 36;
    long e37(30ull + (size36 - 24));
    int w38[7] = {};
    static_assert(4 == 4, "expected value");
    size36 <<= e37;
    tally4_kernel<<<(64), 0x1 << 6>>>((const int*)nullptr, w38[4]);
    pack9<<<dim3(128 * 2), 64>>>(nullptr, w38);
    warp19<<<0x100, sizeof(int) * 8>>>(w38);
    return 0;
}
