// Exercises <builtin_types.h>: the aggregate of device, driver, surface, texture and vector types.
#include <builtin_types.h>

__global__ void fill_char4(char4 *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = make_char4(1, 2, 3, 4);
}

int main()
{
    cudaError_t status = cudaSuccess;
    cudaMemcpyKind kind = cudaMemcpyDeviceToHost;
    cudaChannelFormatKind fmt = cudaChannelFormatKindSigned;
    cudaTextureAddressMode mode = cudaAddressModeClamp;
    cudaSurfaceBoundaryMode boundary = cudaBoundaryModeZero;
    char4 *d, h[8];
    cudaMalloc(&d, sizeof(h));
    fill_char4<<<1, 8>>>(d, 8);
    status = cudaMemcpy(h, d, sizeof(h), kind);
    cudaFree(d);
    return status == cudaSuccess && h[7].w == 4 && fmt != cudaChannelFormatKindFloat && mode == cudaAddressModeClamp &&
                   boundary == cudaBoundaryModeZero
               ? 0
               : 1;
}
