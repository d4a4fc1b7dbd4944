// Exercises <cuda_runtime_api.h>: the plain C runtime API (no templates), launched via cudaLaunchKernel.
#include <cuda_runtime_api.h>

__global__ void iota(int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = i;
}

int main()
{
    int version = 0, count = 0;
    cudaRuntimeGetVersion(&version);
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0)
        return 2;
    int n = 1000, *d = nullptr;
    cudaMalloc((void **)&d, n * sizeof(int));
    void *args[] = {&d, &n};
    cudaError_t err = cudaLaunchKernel((const void *)iota, dim3(4), dim3(256), args, 0, nullptr);
    if (err != cudaSuccess)
        return 3;
    int last = 0;
    cudaMemcpy(&last, d + n - 1, sizeof(int), cudaMemcpyDeviceToHost);
    size_t free_b = 0, total_b = 0;
    cudaMemGetInfo(&free_b, &total_b);
    cudaPointerAttributes attrs;
    cudaPointerGetAttributes(&attrs, d);
    cudaFree(d);
    const char *name = cudaGetErrorName(cudaErrorInvalidValue);
    return last == n - 1 && version >= 13000 && attrs.type == cudaMemoryTypeDevice && name[0] == 'c' ? 0 : 1;
}
