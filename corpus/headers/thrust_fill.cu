// Exercises <thrust/fill.h>: thrust::fill and fill_n on device memory.
#include <thrust/fill.h>
#include <thrust/execution_policy.h>

int main()
{
    const int n = 1 << 14;
    float *d;
    cudaMalloc(&d, n * sizeof(float));
    thrust::fill(thrust::device, d, d + n, 2.5f);
    thrust::fill_n(thrust::device, d, n / 2, -1.0f);
    float h[2];
    cudaMemcpy(&h[0], d + n / 2 - 1, sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(&h[1], d + n / 2, sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return h[0] == -1.0f && h[1] == 2.5f ? 0 : 1;
}
