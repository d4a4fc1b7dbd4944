// Exercises <cudaTypedefs.h>: PFN_ driver-entry-point typedefs obtained through cudaGetDriverEntryPointByVersion.
#include <cudaTypedefs.h>

__global__ void touch(int *p)
{
    *p = 42;
}

int main()
{
    PFN_cuMemAlloc_v3020 mem_alloc = nullptr;
    PFN_cuMemFree_v3020 mem_free = nullptr;
    cudaDriverEntryPointQueryResult q1, q2;
    cudaFree(nullptr);
    cudaGetDriverEntryPointByVersion("cuMemAlloc", reinterpret_cast<void **>(&mem_alloc), 3020, cudaEnableDefault, &q1);
    cudaGetDriverEntryPointByVersion("cuMemFree", reinterpret_cast<void **>(&mem_free), 3020, cudaEnableDefault, &q2);
    if (q1 != cudaDriverEntryPointSuccess || q2 != cudaDriverEntryPointSuccess)
        return 2;
    CUdeviceptr p = 0;
    if (mem_alloc(&p, sizeof(int)) != CUDA_SUCCESS)
        return 3;
    touch<<<1, 1>>>(reinterpret_cast<int *>(p));
    int h = 0;
    cudaMemcpy(&h, reinterpret_cast<void *>(p), sizeof(int), cudaMemcpyDeviceToHost);
    mem_free(p);
    return h == 42 ? 0 : 1;
}
