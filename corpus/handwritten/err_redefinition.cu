#include "prelude.cuh"

// Mistake: a helper pasted twice while merging two files.
__host__ __device__ inline int div_up(int a, int b) { return (a + b - 1) / b; }

__global__ void zero(float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = 0.0f;
}

int grid_size(int n, int threads)
{
    return div_up(n, threads);
}

__global__ void ones(float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = 1.0f;
}

int grid_size(int n, int threads)
{
    return (n + threads - 1) / threads;
}

int main()
{
    zero<<<grid_size(1000, 128), 128>>>(nullptr, 1000);
    ones<<<grid_size(1000, 128), 128>>>(nullptr, 1000);
    return 0;
}
