// cudagen 0.2 seed 201 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,auto_var,typedef,namespace,goto,static_assert,shift,comma,pointer_arith,address_of,array_index,call,lit_float,sizeof,macro_function,macro_paste,union,call_operator,structured_binding,rdc_extern_device_var,hdr_cmath,hdr_cooperative_groups
// nvcc: -std=c++20 --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cstdio>
#include <cooperative_groups.h>
#include <compare>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Parts5 {
    int first;
    double second;
};
__host__ __device__ Parts5 make6(int x) { return Parts5{x, static_cast<double>(x)}; }
__host__ __device__ int unpack7(int x) {
    auto [a, b] = make6(x);
    int arr[3] = {x, 1, 2};
    const auto &[p, q, r] = arr;
    Parts5 v{x, static_cast<double>(x)};
    auto &&[m, n] = v;
    return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
struct Affine8 {
    int k;
    int operator()(int v) const { return v * k; }
};
int call9(int x) {
    Affine8 fn{4};
    return fn(x) + fn.operator()(1);
}

namespace img10 {
typedef int *ptr11_t;
} // namespace img10

__global__ void stencil12_kernel(float cfg13, int *__restrict__ data14) {
    unsigned tid15 = threadIdx.x;
    auto lo16 = cosf(gridDim.x);
    unsigned long t17 = (lo16 += cfg13, (data14[tid15])) >> 2;
    (void)t17;
    if (tid15 * tid15) {
        goto out18;
    }
    lo16 = (cfg13 += cfg13, (17.875f * (lo16 += 4.75f, lo16)));
out18:;
}
extern __device__ int sharedCounter19;
extern __device__ float lookup20[4];
__device__ int bumpShared21(int x) {
    sharedCounter19 += x;
    return sharedCounter19 + static_cast<int>(lookup20[x & 3]);
}
union Raw22 {
    unsigned u;
    float f;
    unsigned char bytes[4];
};
__host__ __device__ int use23(int x) {
    Raw22 v{};
    v.u = static_cast<unsigned>(x);
    return static_cast<int>(v.bytes[3]) + static_cast<int>(v.u);
}
__global__ void groupSum24(int *out, int n) {
    namespace cg = cooperative_groups;
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    int i = static_cast<int>(block.thread_rank());
    int v = i < n ? out[i] : 0;
    for (int offset = 16; offset > 0; offset /= 2) {
        v += tile.shfl_down(v, offset);
    }
    block.sync();
    if (tile.thread_rank() == 0 && i < n) {
        out[i] = v;
    }
}

int main() {
    int n25 = 3053;
    int hi26 = 44;
    unpack7((34 / hi26) / fabsf(hi26));
    static_assert(sizeof(int) == 4, "tile must fit");
    long m27 = unpack7(hi26 / sizeof(int)) / n25;
    m27 = 54;
    stencil12_kernel<<<1 << 5, (512)>>>(CAT_3(n, 25), &n25);
    groupSum24<<<(16), (256), sizeof(float) * 32, 0>>>(&n25, cosf(24.875F) * CAT_3(m, 27));
    return 0;
}
