// Exercises <thrust/count.h>: thrust::count and count_if on device data.
#include <thrust/count.h>
#include <thrust/execution_policy.h>

struct InRange {
    int lo, hi;
    __host__ __device__ bool operator()(int v) const { return v >= lo && v < hi; }
};

int main()
{
    const int n = 5000;
    int *h = new int[n];
    for (int i = 0; i < n; ++i)
        h[i] = i % 50;
    int *d;
    cudaMalloc(&d, n * sizeof(int));
    cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
    auto zeros = thrust::count(thrust::device, d, d + n, 0);
    auto mid = thrust::count_if(thrust::device, d, d + n, InRange{10, 20});
    cudaFree(d);
    delete[] h;
    return zeros == 100 && mid == 1000 ? 0 : 1;
}
