// cudagen 0.2 seed 34 valid headers
// features: kernel,restrict_params,launch,host_function,static_host_function,main,constexpr_var,nested_namespace,if,for,pragma_unroll,static_assert,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,cast_functional,macro_object,macro_function,macro_paste,conversion_operator,call_operator,constexpr_loop,inline_namespace,using_declaration,using_directive,runtime_api,hdr_cmath,hdr_cooperative_groups
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <type_traits>
#include <cooperative_groups.h>

#define TILE_DIM_1 64
#define NUM_ITERS_2 3
#define TILE_DIM_3 32
#define LOW_BITS_4(x) ((x) & 0xF)
#define CAT_5(a, b) a##b
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Meter7 {
    float v;
    __host__ __device__ operator float() const { return v; }
    __host__ __device__ explicit operator bool() const { return v > 0; }
};
__host__ __device__ float convert8(float x) {
    Meter7 m{x};
    float plain = m;
    return plain + (m ? 1 : 0);
}
namespace core9 {
inline namespace v2 {
__host__ __device__ int version10(int x) { return x + 1; }
} // namespace v2
namespace detail::impl {
__host__ __device__ int helper11(int x) { return x * 5; }
} // namespace detail::impl
} // namespace core9
using core9::version10;
__host__ __device__ int layered12(int x) {
    using namespace core9::detail::impl;
    return helper11(x) + version10(x) + core9::v2::version10(1);
}
__host__ __device__ constexpr int tri13(int n) {
    int s = 0;
    for (int i = 1; i <= n; ++i) {
        s += i * 4;
    }
    return s;
}
constexpr int kSteps14 = tri13(2);
static_assert(tri13(2) == 12, "a constexpr loop");
static_assert(4 > 3, "tile must fit");
namespace lib15 {
inline namespace abi {
__device__ int version16(int x) { return x + 8; }
} // namespace abi
namespace detail::impl {
__device__ int helper17(int x) { return x * 4; }
} // namespace detail::impl
} // namespace lib15
using lib15::version16;
__device__ int layered18(int x) {
    using namespace lib15::detail::impl;
    return helper17(x) + version16(x) + lib15::abi::version16(1);
}
struct Meter19 {
    float v;
    __host__ __device__ operator float() const { return v; }
};
__host__ __device__ float convert20(float x) {
    Meter19 m{x};
    float plain = m;
    return plain + static_cast<float>(m) * 2;
}
struct Clamp21 {
    int k;
    __host__ __device__ int operator()(int v) const { return v * k; }
};
__host__ __device__ int call22(int x) {
    Clamp21 fn{5};
    return fn(x) + fn.operator()(1);
}

__global__ void relax23(int stride24)
{
    if (LOW_BITS_4(stride24) < kSteps14) {
        return;
    }
    convert8(54 - stride24);
    stride24 = cosf(stride24) - kSteps14;
    #pragma unroll
    for (int n25 = 14; n25 > 0; --n25) {
        float h26 = int(20) / fmaxf(kSteps14, 17.625F);
        (void)h26;
        int off27 = (NUM_ITERS_2);
        (void)off27;
    }
    cooperative_groups::thread_block group28 = cooperative_groups::this_thread_block();
    int rank29 = static_cast<int>(group28.thread_rank()) + static_cast<int>(group28.size());
    group28.sync();
    (void)rank29;
}

static void check_bias30(int n31, unsigned* __restrict__ out32, const int* src33)
{
    n31 = fmaxf(14.75f, *src33);
    cudaEvent_t start34, stop35;
    cudaEventCreate(&start34);
    cudaEventCreate(&stop35);
    cudaEventRecord(start34);
    cudaEventRecord(stop35);
    cudaEventSynchronize(stop35);
    float ms36 = 0.0f;
    cudaEventElapsedTime(&ms36, start34, stop35);
    cudaEventDestroy(start34);
    cudaEventDestroy(stop35);
    relax23<<<2 * 4, TILE_DIM_3>>>(45U);
    n31 = 45UL;
    relax23<<<TILE_DIM_3 + 96, 0b10000000>>>((out32[n31] ^ kSteps14) | (L'a' + n31));
}

int main()
{
    int len37 = 06015;
    short s38(tri13(convert20(065 - len37)));
    relax23<<<(len37 + 63) / 64, 0b10000000>>>(s38 + (kSteps14 / len37));
    len37 ^= (LOW_BITS_4(LOW_BITS_4(CAT_5(len, 37))));
    s38 >>= 0;
    float stride39 = (tri13(CAT_5(s, 38))) * ((kSteps14 - s38) % LOW_BITS_4(CAT_5(len, 37)));
    (void)stride39;
    return 0;
}
