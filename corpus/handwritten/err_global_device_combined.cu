#include "prelude.cuh"

// Mistake: a function marked both __global__ and __device__ in the hope of
// calling it from other kernels as well as launching it.
__device__ float g_total;

__global__ __device__ void accumulate(const float *v, int n)
{
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        g_total += v[i];
}

__global__ void driver(const float *v, int n)
{
    if (threadIdx.x == 0) g_total = 0.0f;
}

int main()
{
    driver<<<1, 256>>>(nullptr, 1024);
    return 0;
}
