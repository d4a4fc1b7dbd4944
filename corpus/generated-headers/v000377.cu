// cudagen 0.2 seed 377 valid headers
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,main,constant_array,managed_var,constexpr_var,range_for,static_assert,compound_assign,bitwise,shift,incdec,comma,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,sizeof,macro_object,macro_paste,pp_undef,comments,if_constexpr,type_traits,consteval,cluster_dims,runtime_api,hdr_type_traits
// nvcc: -std=c++20 -rdc=true -arch=sm_90
#include <cuda_runtime.h>
#include <numeric>
#include <type_traits>
#include <compare>

#define RADIUS_1 32
#define NUM_ITERS_2 3
#define TILE_DIM_3 8
#define CAT_4(a, b) a##b
#undef TILE_DIM_3
#define TILE_DIM_3 8
__managed__ int m_rank5[8];
consteval int square6(int x) { return x * x + 7; }
constexpr int kSquare7 = square6(7);
__global__ void __cluster_dims__(1, 2, 1) __launch_bounds__(128) clustered8(int *out, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        out[i] = i + static_cast<int>(blockIdx.y);
    }
}
template <typename T>
__device__ int classify9(T v) {
    if constexpr (std::is_floating_point_v<T>) {
        return static_cast<int>(v * 6);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
__constant__ int c_trace10[4] = {16lu, -22, -58};
// Helper used by the kernels below.

static __global__ void lerp11_kernel(int len12) {
    len12 = ((len12 ^ kSquare7) % 34) - (len12 * len12);
    for (const auto &v13 : m_rank5) {
        m_rank5[len12 & 7]--;
    }
    len12 &= 46;
    if constexpr (sizeof(void *) == 8) {
        long x14 = kSquare7 + ((CAT_4(len, 12) / 7) + 49);
        (void)x14;
    }
}

int main() {
    int len15 = 1921;
    m_rank5[3] = 52ul;
    len15 ^= kSquare7;
    --len15;
    cudaError_t err16 = cudaGetLastError();
    int ok17 = err16 == cudaSuccess ? 1 : 0;
    static_assert(((TILE_DIM_3 + TILE_DIM_3) * 3) > 47, "expected value");
    int mid18 = (len15 += m_rank5[len15], (kSquare7 ^ len15));
    clustered8<<<RADIUS_1, 1 << (NUM_ITERS_2 + 2), sizeof(double) * 64>>>(nullptr, (2175 * mid18) + (NUM_ITERS_2 - ok17));
    lerp11_kernel<<<(len15 + 127) / 0b10000000, NUM_ITERS_2 + (TILE_DIM_3 + (TILE_DIM_3 + 237)), 2048 * 2>>>(len15);
    return 0;
}
