#include "prelude.cuh"

// Static __shared__ arrays, scalars and structs declared inside kernels and
// device functions, plus a dynamically sized extern __shared__ array.
extern "C" __device__ void __syncthreads(void);

struct Partial { float sum; int count; };

__device__ float block_mean(float v)
{
    __shared__ Partial acc;
    if (threadIdx.x == 0) { acc.sum = 0.0f; acc.count = 0; }
    __syncthreads();
    // naive serialised accumulation, good enough for a debugging kernel
    for (unsigned t = 0; t < blockDim.x; ++t) {
        if (threadIdx.x == t) { acc.sum += v; acc.count++; }
        __syncthreads();
    }
    return acc.sum / acc.count;
}

__global__ void center(float *data, int n)
{
    __shared__ float mean;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? data[i] : 0.0f;
    float m = block_mean(v);
    if (threadIdx.x == 0) mean = m;
    __syncthreads();
    if (i < n) data[i] = v - mean;
}

__global__ void rotate_left(int *data, int n)
{
    extern __shared__ int buf[];
    static __shared__ int first;
    int i = threadIdx.x;
    if (i < n) buf[i] = data[i];
    if (i == 0) first = data[0];
    __syncthreads();
    if (i < n) data[i] = i + 1 < n ? buf[i + 1] : first;
}

int main()
{
    center<<<16, 64>>>(nullptr, 1024);
    rotate_left<<<1, 256, 256 * sizeof(int)>>>(nullptr, 256);
    return 0;
}
