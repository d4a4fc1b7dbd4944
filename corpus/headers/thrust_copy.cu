// Exercises <thrust/copy.h>: thrust::copy between host and device, copy_if and copy_n.
#include <thrust/copy.h>
#include <thrust/execution_policy.h>

struct IsMultipleOf3 {
    __host__ __device__ bool operator()(int v) const { return v % 3 == 0; }
};

int main()
{
    const int n = 300;
    int h[n], out[n];
    for (int i = 0; i < n; ++i)
        h[i] = i;
    int *d;
    cudaMalloc(&d, 2 * n * sizeof(int));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    int *end = thrust::copy_if(thrust::device, d, d + n, d + n, IsMultipleOf3{});
    int kept = static_cast<int>(end - (d + n));
    cudaMemcpy(out, d + n, kept * sizeof(int), cudaMemcpyDeviceToHost);
    thrust::copy_n(thrust::device, d + n, 10, d);
    int first10[10];
    cudaMemcpy(first10, d, sizeof(first10), cudaMemcpyDeviceToHost);
    int host_copy[n];
    thrust::copy(h, h + n, host_copy);
    cudaFree(d);
    return kept == 100 && out[99] == 297 && first10[9] == 27 && host_copy[299] == 299 ? 0 : 1;
}
