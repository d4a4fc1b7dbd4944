// Exercises <thrust/iterator/transform_iterator.h>: a lazily squared input range fed to thrust::reduce.
#include <thrust/iterator/transform_iterator.h>
#include <thrust/reduce.h>
#include <thrust/execution_policy.h>

struct Square {
    __host__ __device__ float operator()(float x) const { return x * x; }
};

int main()
{
    const int n = 100;
    float h[n];
    for (int i = 0; i < n; ++i)
        h[i] = 1.0f + (i % 2);
    float *d;
    cudaMalloc(&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    auto sq = thrust::make_transform_iterator(d, Square{});
    float sumsq = thrust::reduce(thrust::device, sq, sq + n);
    thrust::transform_iterator<Square, float *> host_sq(h, Square{});
    float second = host_sq[1];
    cudaFree(d);
    return sumsq == 50.0f * 1.0f + 50.0f * 4.0f && second == 4.0f ? 0 : 1;
}
