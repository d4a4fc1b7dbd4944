#include "prelude.cuh"

// Work-efficient (Blelloch) exclusive scan of one block, 2 elements per thread.
extern "C" __device__ void __syncthreads(void);

template <typename T>
__global__ void block_exclusive_scan(const T *in, T *out, T *block_sums, int n)
{
    extern __shared__ unsigned char smem_raw[];
    T *temp = reinterpret_cast<T *>(smem_raw);
    const int tid = threadIdx.x;
    const int off = blockIdx.x * blockDim.x * 2;
    const int m = blockDim.x * 2;

    temp[2 * tid]     = off + 2 * tid < n ? in[off + 2 * tid] : T(0);
    temp[2 * tid + 1] = off + 2 * tid + 1 < n ? in[off + 2 * tid + 1] : T(0);

    int stride = 1;
    for (int d = m >> 1; d > 0; d >>= 1) {        // up-sweep
        __syncthreads();
        if (tid < d) {
            int ai = stride * (2 * tid + 1) - 1, bi = stride * (2 * tid + 2) - 1;
            temp[bi] += temp[ai];
        }
        stride <<= 1;
    }
    if (tid == 0) {
        if (block_sums) block_sums[blockIdx.x] = temp[m - 1];
        temp[m - 1] = T(0);
    }
    for (int d = 1; d < m; d <<= 1) {             // down-sweep
        stride >>= 1;
        __syncthreads();
        if (tid < d) {
            int ai = stride * (2 * tid + 1) - 1, bi = stride * (2 * tid + 2) - 1;
            T t = temp[ai];
            temp[ai] = temp[bi];
            temp[bi] += t;
        }
    }
    __syncthreads();
    if (off + 2 * tid < n) out[off + 2 * tid] = temp[2 * tid];
    if (off + 2 * tid + 1 < n) out[off + 2 * tid + 1] = temp[2 * tid + 1];
}

template <typename T>
__global__ void add_block_offsets(T *data, const T *offsets, int n)
{
    int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    if (i < n) data[i] += offsets[blockIdx.x];
    if (i + blockDim.x < n) data[i + blockDim.x] += offsets[blockIdx.x];
}

void scan(int *d_in, int *d_out, int *d_sums, int n)
{
    const int threads = 128;
    int blocks = (n + 2 * threads - 1) / (2 * threads);
    block_exclusive_scan<<<blocks, threads, 2 * threads * sizeof(int)>>>(d_in, d_out, d_sums, n);
    block_exclusive_scan<int><<<1, threads, 2 * threads * sizeof(int)>>>(d_sums, d_sums, nullptr, blocks);
    add_block_offsets<<<blocks, threads>>>(d_out, (const int *)d_sums, n);
}
