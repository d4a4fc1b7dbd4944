#include "prelude.cuh"

extern "C" __device__ void __syncthreads(void);

// Block-level sum reduction in dynamically sized shared memory.
// The kernel is file-local (static), the launcher is the exported entry point.
static __global__ void block_sum(const float *in, float *partial, unsigned n)
{
    extern __shared__ float sdata[];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;

    float v = 0.0f;
    if (i < n) v = in[i];
    if (i + blockDim.x < n) v += in[i + blockDim.x];
    sdata[tid] = v;
    __syncthreads();

    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}

void reduce(const float *in, float *partial, unsigned n)
{
    const unsigned threads = 256;
    unsigned blocks = (n + threads * 2 - 1) / (threads * 2);
    // third launch argument: bytes of dynamic shared memory
    block_sum<<<blocks, threads, threads * sizeof(float)>>>(in, partial, n);
    if (blocks > 1)
        block_sum<<<1, threads, threads * sizeof(float)>>>(partial, partial, blocks);
}
