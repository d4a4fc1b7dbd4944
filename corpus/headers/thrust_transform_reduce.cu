// Exercises <thrust/transform_reduce.h>: a vector 2-norm via thrust::transform_reduce.
#include <thrust/transform_reduce.h>
#include <thrust/execution_policy.h>

struct Square {
    __host__ __device__ double operator()(double x) const { return x * x; }
};

struct Plus {
    __host__ __device__ double operator()(double a, double b) const { return a + b; }
};

int main()
{
    const int n = 1 << 12;
    double *h = new double[n];
    for (int i = 0; i < n; ++i)
        h[i] = (i % 2 ? 1.0 : -1.0) * 0.5;
    double *d;
    cudaMalloc(&d, n * sizeof(double));
    cudaMemcpy(d, h, n * sizeof(double), cudaMemcpyHostToDevice);
    double sumsq = thrust::transform_reduce(thrust::device, d, d + n, Square{}, 0.0, Plus{});
    double host = thrust::transform_reduce(h, h + n, Square{}, 0.0, Plus{});
    cudaFree(d);
    delete[] h;
    return sumsq == host && sumsq == n * 0.25 ? 0 : 1;
}
