// Exercises <thrust/execution_policy.h>: thrust::host/thrust::device/thrust::seq policies and cuda::par.on(stream).
#include <thrust/execution_policy.h>
#include <thrust/reduce.h>

int main()
{
    const int n = 1000;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = 1;
    int *d;
    cudaMalloc(&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaStream_t s;
    cudaStreamCreate(&s);
    int on_device = thrust::reduce(thrust::device, d, d + n);
    int on_stream = thrust::reduce(thrust::cuda::par.on(s), d, d + n);
    int on_host = thrust::reduce(thrust::host, h, h + n);
    int sequential = thrust::reduce(thrust::seq, h, h + n);
    cudaStreamDestroy(s);
    cudaFree(d);
    return on_device == n && on_stream == n && on_host == n && sequential == n ? 0 : 1;
}
