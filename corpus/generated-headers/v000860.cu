// cudagen 0.2 seed 860 valid headers
// features: launch,launch_dim3,launch_shared_mem,main,device_array,constant_array,managed_var,shared_var,static_shared,shift,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_nullptr,macro_statement,pp_ifdef,pp_if,pp_undef,multiple_inheritance,nttp_pointer,memory_spaces,runtime_api
#include <cuda_runtime.h>
#include <numeric>
#include <cstdio>
#include <type_traits>
#include <cub/block/block_reduce.cuh>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 14
#else
#define TUNE_5 30
#endif
#if (TUNE_5 * 2) >= 60 && TUNE_5 != 0
#define CONFIG_6 3
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 22
#endif
#undef TUNE_5
#define TUNE_5 2
__device__ int devTable7[4];
__constant__ float coeffs8[4] = {3.5f, 6.5f, 9.5f, 6.5f};
__managed__ int managedTotal9;
__global__ void everySpace10(int *out) {
    __shared__ int tile[32];
    static __shared__ float extra[8];
    const int i = static_cast<int>(threadIdx.x);
    tile[i & 31] = devTable7[i & 3] + managedTotal9;
    extra[i & 7] = coeffs8[i & 3];
    out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}
__host__ __device__ int twice12(int v) { return v * 4; }
template <int (*F)(int)> __host__ __device__ int callWith13(int x) { return F(x) + 1; }
__host__ __device__ int indirect11(int x) { return callWith13<twice12>(x) + callWith13<&twice12>(1); }
struct Trait15 {
    int m0;
    __device__ int get0() const { return m0 * 4; }
};
struct Base16 {
    int m1;
    __device__ int get1() const { return m1 * 5; }
};
struct Combo14 : Trait15, public Base16 {
    int own;
    __device__ int sum() const { return get0() + get1() + own; }
};
__device__ int mix17(int x) {
    Combo14 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.own = x;
    return d.sum();
}

int main() {
    int n18 = 0xB01;
    ++managedTotal9;
    int *d_buf19 = nullptr;
    cudaMalloc(&d_buf19, static_cast<size_t>(n18) * sizeof(int));
    cudaMemset(d_buf19, 0, static_cast<size_t>(n18) * sizeof(int));
    int h_buf20[4] = {};
    cudaMemcpy(h_buf20, d_buf19, sizeof(h_buf20), cudaMemcpyDeviceToHost);
    dim3 lim21 = dim3(1 << 5, (managedTotal9 + 0177) / 128, 128);
    (void)lim21;
    dim3 mid22((n18 + 0b11111111) / 256);
    everySpace10<<<mid22, mid22, 0>>>(nullptr);
    return 0x0;
}
