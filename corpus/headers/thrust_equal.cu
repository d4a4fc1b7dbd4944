// Exercises <thrust/equal.h>: thrust::equal with and without a binary predicate on device ranges.
#include <thrust/equal.h>
#include <thrust/execution_policy.h>

struct Close {
    __host__ __device__ bool operator()(float a, float b) const { return (a - b) * (a - b) < 1e-6f; }
};

int main()
{
    const int n = 300;
    float a[n], b[n];
    for (int i = 0; i < n; ++i) {
        a[i] = i * 0.1f;
        b[i] = a[i] + (i == 150 ? 1e-4f : 0.0f);
    }
    float *d;
    cudaMalloc(&d, 2 * sizeof(a));
    cudaMemcpy(d, a, sizeof(a), cudaMemcpyHostToDevice);
    cudaMemcpy(d + n, b, sizeof(b), cudaMemcpyHostToDevice);
    bool exact = thrust::equal(thrust::device, d, d + n, d + n);
    bool close = thrust::equal(thrust::device, d, d + n, d + n, Close{});
    bool self = thrust::equal(thrust::device, d, d + n, d);
    cudaFree(d);
    return !exact && close && self ? 0 : 1;
}
