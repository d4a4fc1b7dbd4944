#include "prelude.cuh"

// Mistake: initialising a __shared__ array in its declaration (shared memory
// must be initialised by the threads themselves).
extern "C" __device__ void __syncthreads(void);

__global__ void block_histogram(const unsigned char *data, int n, int *out)
{
    __shared__ int bins[16] = {0};
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    __syncthreads();
    if (i < n) bins[data[i] >> 4] += 1;   // (racy; atomics omitted for brevity)
    __syncthreads();
    if (threadIdx.x < 16) out[blockIdx.x * 16 + threadIdx.x] = bins[threadIdx.x];
}

int main()
{
    block_histogram<<<32, 256>>>(nullptr, 8192, nullptr);
    return 0;
}
