// Exercises <cuda_device_runtime_api.h>: dynamic parallelism (a kernel launching a child grid) with -rdc=true.
#include <cuda_device_runtime_api.h>

__global__ void child(int *v, int base, int n)
{
    int i = threadIdx.x;
    if (i < n)
        v[base + i] = base + i;
}

__global__ void parent(int *v, int chunks, int chunk)
{
    int c = threadIdx.x;
    if (c < chunks) {
        child<<<1, chunk>>>(v, c * chunk, chunk);
        if (cudaGetLastError() != cudaSuccess)
            v[c * chunk] = -1;
    }
}

int main()
{
    const int chunks = 4, chunk = 64;
    int *d, h[chunks * chunk];
    cudaMalloc(&d, sizeof(h));
    parent<<<1, chunks>>>(d, chunks, chunk);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return h[chunks * chunk - 1] == chunks * chunk - 1 ? 0 : 1;
}
