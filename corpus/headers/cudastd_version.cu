// Exercises <cuda/std/version>: libcu++ version and feature-test macros guarding device code.
#include <cuda/std/version>

__global__ void report(int *out)
{
    out[0] = _LIBCUDACXX_CUDA_API_VERSION;
#ifdef __cccl_lib_mdspan
    out[1] = 1;
#else
    out[1] = 0;
#endif
#if defined(__cpp_lib_optional)
    out[2] = static_cast<int>(__cpp_lib_optional % 10000);
#else
    out[2] = 0;
#endif
}

int main()
{
    int *d, h[3];
    cudaMalloc(&d, sizeof(h));
    report<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    static_assert(CCCL_MAJOR_VERSION >= 3, "CUDA 13 ships CCCL 3");
    return h[0] == _LIBCUDACXX_CUDA_API_VERSION ? 0 : 1;
}
