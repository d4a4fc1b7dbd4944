// Exercises <thrust/find.h>: thrust::find, find_if and find_if_not returning device pointers.
#include <thrust/find.h>
#include <thrust/execution_policy.h>

struct Greater {
    int limit;
    __host__ __device__ bool operator()(int v) const { return v > limit; }
};

int main()
{
    const int n = 1000;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = i * 3;
    int *d;
    cudaMalloc(&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    int *a = thrust::find(thrust::device, d, d + n, 300);
    int *b = thrust::find_if(thrust::device, d, d + n, Greater{2000});
    int *c = thrust::find_if_not(thrust::device, d, d + n, Greater{-1});
    int *missing = thrust::find(thrust::device, d, d + n, 1);
    long ia = a - d, ib = b - d, ic = c - d, im = missing - d;
    cudaFree(d);
    return ia == 100 && ib == 667 && ic == n && im == n ? 0 : 1;
}
