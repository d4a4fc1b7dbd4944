// Exercises <driver_types.h>: runtime enums and structs (cudaError_t, cudaDeviceProp, cudaMemcpy3DParms, flags).
#include <driver_types.h>

__global__ void fill3d(cudaPitchedPtr p, cudaExtent e)
{
    int x = threadIdx.x, y = blockIdx.x, z = blockIdx.y;
    if (x < static_cast<int>(e.width / sizeof(float))) {
        char *slice = static_cast<char *>(p.ptr) + z * p.pitch * e.height;
        reinterpret_cast<float *>(slice + y * p.pitch)[x] = z * 100.0f + y * 10.0f + x;
    }
}

int main()
{
    cudaExtent e = make_cudaExtent(8 * sizeof(float), 4, 2);
    cudaPitchedPtr p;
    if (cudaMalloc3D(&p, e) != cudaSuccess)
        return 2;
    fill3d<<<dim3(4, 2), 8>>>(p, e);
    float host[2][4][8];
    cudaMemcpy3DParms copy = {};
    copy.srcPtr = p;
    copy.dstPtr = make_cudaPitchedPtr(host, 8 * sizeof(float), 8, 4);
    copy.extent = e;
    copy.kind = cudaMemcpyDeviceToHost;
    cudaError_t err = cudaMemcpy3D(&copy);
    cudaFree(p.ptr);
    unsigned flags = cudaHostAllocPortable | cudaHostAllocMapped;
    cudaLimit limit = cudaLimitStackSize;
    return err == cudaSuccess && host[1][3][7] == 137.0f && flags != 0 && limit == cudaLimitStackSize ? 0 : 1;
}
