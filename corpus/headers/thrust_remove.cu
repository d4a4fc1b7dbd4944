// Exercises <thrust/remove.h>: thrust::remove, remove_if and remove_copy_if compaction.
#include <thrust/remove.h>
#include <thrust/execution_policy.h>

struct IsNegative {
    __host__ __device__ bool operator()(float v) const { return v < 0.0f; }
};

int main()
{
    const int n = 1000;
    float h[n];
    for (int i = 0; i < n; ++i)
        h[i] = (i % 4 == 0) ? -1.0f : static_cast<float>(i);
    float *d;
    cudaMalloc(&d, 2 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    float *copy_end = thrust::remove_copy_if(thrust::device, d, d + n, d + n, IsNegative{});
    float *end = thrust::remove_if(thrust::device, d, d + n, IsNegative{});
    float *end2 = thrust::remove(thrust::device, d, end, 1.0f);
    long kept = end - d, kept2 = end2 - d, copied = copy_end - (d + n);
    cudaFree(d);
    return kept == 750 && copied == 750 && kept2 == 749 ? 0 : 1;
}
