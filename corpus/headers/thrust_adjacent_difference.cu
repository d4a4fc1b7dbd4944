// Exercises <thrust/adjacent_difference.h>: thrust::adjacent_difference with default and custom operators.
#include <thrust/adjacent_difference.h>
#include <thrust/execution_policy.h>

struct Ratio {
    __host__ __device__ double operator()(double cur, double prev) const { return cur / prev; }
};

int main()
{
    const int n = 20;
    double h[n];
    for (int i = 0; i < n; ++i)
        h[i] = 1 << i;
    double *d;
    cudaMalloc(&d, 3 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    thrust::adjacent_difference(thrust::device, d, d + n, d + n);
    thrust::adjacent_difference(thrust::device, d, d + n, d + 2 * n, Ratio{});
    double diff[n], ratio[n];
    cudaMemcpy(diff, d + n, sizeof(diff), cudaMemcpyDeviceToHost);
    cudaMemcpy(ratio, d + 2 * n, sizeof(ratio), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return diff[0] == 1.0 && diff[10] == 512.0 && ratio[19] == 2.0 ? 0 : 1;
}
