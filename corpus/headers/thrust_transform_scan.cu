// Exercises <thrust/transform_scan.h>: thrust::transform_inclusive_scan and transform_exclusive_scan.
#include <thrust/transform_scan.h>
#include <thrust/execution_policy.h>

struct Abs {
    __host__ __device__ int operator()(int x) const { return x < 0 ? -x : x; }
};

struct Add {
    __host__ __device__ int operator()(int a, int b) const { return a + b; }
};

int main()
{
    const int n = 1000;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = i % 2 ? -i : i;
    int *d;
    cudaMalloc(&d, 3 * n * sizeof(int));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    thrust::transform_inclusive_scan(thrust::device, d, d + n, d + n, Abs{}, Add{});
    thrust::transform_exclusive_scan(thrust::device, d, d + n, d + 2 * n, Abs{}, 0, Add{});
    int inc, exc;
    cudaMemcpy(&inc, d + 2 * n - 1, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(&exc, d + 3 * n - 1, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return inc == n * (n - 1) / 2 && exc == (n - 1) * (n - 2) / 2 ? 0 : 1;
}
