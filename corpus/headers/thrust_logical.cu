// Exercises <thrust/logical.h>: thrust::all_of, any_of and none_of predicates on the device.
#include <thrust/logical.h>
#include <thrust/execution_policy.h>

struct IsFinitePositive {
    __host__ __device__ bool operator()(float x) const { return x > 0.0f && x < 1e30f; }
};

struct IsZero {
    __host__ __device__ bool operator()(float x) const { return x == 0.0f; }
};

int main()
{
    const int n = 500;
    float h[n];
    for (int i = 0; i < n; ++i)
        h[i] = 1.0f + i;
    float *d;
    cudaMalloc(&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    bool all = thrust::all_of(thrust::device, d, d + n, IsFinitePositive{});
    bool any = thrust::any_of(thrust::device, d, d + n, IsZero{});
    bool none = thrust::none_of(thrust::device, d, d + n, IsZero{});
    cudaFree(d);
    return all && !any && none ? 0 : 1;
}
