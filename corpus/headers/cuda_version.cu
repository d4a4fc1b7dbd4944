// Exercises <cuda/version>: CCCL_VERSION/CCCL_MAJOR_VERSION macros selecting code paths.
#include <cuda/version>

__global__ void record_version(int *out)
{
    out[0] = CCCL_MAJOR_VERSION;
    out[1] = CCCL_MINOR_VERSION;
    out[2] = CCCL_PATCH_VERSION;
}

int main()
{
    int *d, h[3];
    cudaMalloc(&d, sizeof(h));
    record_version<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
#if CCCL_VERSION >= 3000000
    const bool modern = true;
#else
    const bool modern = false;
#endif
    return modern && h[0] * 1000000 + h[1] * 1000 + h[2] == CCCL_VERSION ? 0 : 1;
}
