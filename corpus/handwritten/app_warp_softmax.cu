#include "prelude.cuh"

// Row-wise softmax with one warp per row: warp shuffles written with inline
// PTX (as the CUDA headers implement __shfl_xor_sync), expf declared by hand.
extern "C" __device__ float expf(float) noexcept;

__device__ __forceinline__ float shfl_xor(float v, int lane_mask)
{
    float r;
    asm volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=f"(r) : "f"(v), "r"(lane_mask));
    return r;
}

__device__ __forceinline__ unsigned lane_id()
{
    unsigned id;
    asm("mov.u32 %0, %%laneid;" : "=r"(id));
    return id;
}

template <typename Op>
__device__ float warp_allreduce(float v, Op op)
{
#pragma unroll
    for (int m = 16; m > 0; m >>= 1)
        v = op(v, shfl_xor(v, m));
    return v;
}

struct MaxOp { __device__ float operator()(float a, float b) const { return a > b ? a : b; } };
struct SumOp { __device__ float operator()(float a, float b) const { return a + b; } };

__global__ void softmax_rows(const float *in, float *out, int rows, int cols)
{
    int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
    if (row >= rows) return;
    const float *x = in + (size_t)row * cols;
    float *y = out + (size_t)row * cols;

    float m = -3.402823466e+38f;
    for (int c = lane_id(); c < cols; c += 32) m = x[c] > m ? x[c] : m;
    m = warp_allreduce(m, MaxOp());

    float s = 0.0f;
    for (int c = lane_id(); c < cols; c += 32) s += expf(x[c] - m);
    s = warp_allreduce(s, SumOp());

    for (int c = lane_id(); c < cols; c += 32) y[c] = expf(x[c] - m) / s;
}

int main()
{
    const int rows = 1000, cols = 512, warps_per_block = 4;
    softmax_rows<<<(rows + warps_per_block - 1) / warps_per_block, warps_per_block * 32>>>(nullptr, nullptr, rows, cols);
    return 0;
}
