// Exercises <thrust/system_error.h>: thrust::system_error and thrust::cuda_category for reporting CUDA failures.
#include <thrust/system_error.h>
#include <thrust/system/cuda/error.h>

__global__ void touch(int *p)
{
    *p = 1;
}

void check(cudaError_t e, const char *what)
{
    if (e != cudaSuccess)
        throw thrust::system_error(e, thrust::cuda_category(), what);
}

int main()
{
    int *d = nullptr;
    try {
        check(cudaMalloc(&d, sizeof(int)), "cudaMalloc");
        touch<<<1, 1>>>(d);
        check(cudaGetLastError(), "launch");
        check(cudaDeviceSynchronize(), "sync");
        check(cudaErrorInvalidValue, "deliberate");
    } catch (const thrust::system_error &e) {
        cudaFree(d);
        bool cuda = e.code().category() == thrust::cuda_category();
        bool value = e.code().value() == cudaErrorInvalidValue;
        thrust::error_code generic = thrust::make_error_code(thrust::errc::invalid_argument);
        return cuda && value && e.what() != nullptr && generic.value() != 0 ? 0 : 1;
    }
    return 2;
}
