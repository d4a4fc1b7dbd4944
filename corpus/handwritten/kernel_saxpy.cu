#include "prelude.cuh"

// Classic SAXPY: y = a*x + y, one thread per element.
__global__ void saxpy(int n, float a, const float *x, float *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

// Double-precision variant using a grid-stride loop.
__global__ void daxpy(int n, double a, const double *__restrict__ x, double *__restrict__ y)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] += a * x[i];
}

static int blocks_for(int n, int threads)
{
    return (n + threads - 1) / threads;
}

int main()
{
    const int N = 1 << 20;
    const int threads = 256;
    float *x = nullptr, *y = nullptr;
    double *dx = nullptr, *dy = nullptr;

    saxpy<<<blocks_for(N, threads), threads>>>(N, 2.0f, x, y);
    daxpy<<<128, threads>>>(N, 0.5, dx, dy);
    return 0;
}
