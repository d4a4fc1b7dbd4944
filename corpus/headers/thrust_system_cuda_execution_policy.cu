// Exercises <thrust/system/cuda/execution_policy.h>: thrust::cuda::par, par_nosync and par.on(stream) policies.
#include <thrust/system/cuda/execution_policy.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>

int main()
{
    const int n = 1 << 12;
    int *h = new int[n];
    for (int i = 0; i < n; ++i)
        h[i] = (i * 37) % n;
    int *d;
    cudaMalloc(&d, n * sizeof(int));
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaMemcpyAsync(d, h, n * sizeof(int), cudaMemcpyHostToDevice, s);
    thrust::sort(thrust::cuda::par_nosync.on(s), d, d + n);
    int total = thrust::reduce(thrust::cuda::par.on(s), d, d + n);
    int first = -1;
    cudaMemcpyAsync(&first, d, sizeof(int), cudaMemcpyDeviceToHost, s);
    cudaStreamSynchronize(s);
    cudaStreamDestroy(s);
    cudaFree(d);
    delete[] h;
    return first == 0 && total == n * (n - 1) / 2 ? 0 : 1;
}
