// Exercises <cuda.h>: driver API types and calls (cuInit, cuCtxGetCurrent, cuMemAlloc) next to a runtime kernel.
#include <cuda.h>

__global__ void fill(unsigned *v, unsigned n, unsigned value)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = value;
}

int main()
{
    if (cuInit(0) != CUDA_SUCCESS)
        return 2;
    int driver = 0;
    cuDriverGetVersion(&driver);
    CUdevice dev;
    cuDeviceGet(&dev, 0);
    char name[128];
    cuDeviceGetName(name, sizeof(name), dev);
    cudaFree(nullptr);
    CUcontext ctx = nullptr;
    cuCtxGetCurrent(&ctx);
    CUdeviceptr buf = 0;
    const unsigned n = 512;
    if (cuMemAlloc(&buf, n * sizeof(unsigned)) != CUDA_SUCCESS)
        return 3;
    fill<<<2, 256>>>(reinterpret_cast<unsigned *>(buf), n, 0xC0FFEEu);
    unsigned last = 0;
    cuMemcpyDtoH(&last, buf + (n - 1) * sizeof(unsigned), sizeof(unsigned));
    cuMemFree(buf);
    const char *err = nullptr;
    cuGetErrorName(CUDA_ERROR_INVALID_VALUE, &err);
    return last == 0xC0FFEEu && ctx != nullptr && driver >= CUDA_VERSION / 1000 * 1000 && err ? 0 : 1;
}
