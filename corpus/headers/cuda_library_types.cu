// Exercises <library_types.h>: cudaDataType/libraryPropertyType tags used to dispatch a generic kernel.
#include <library_types.h>

template <typename T>
__global__ void sum_kernel(const void *v, int n, double *out)
{
    const T *p = static_cast<const T *>(v);
    double s = 0.0;
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        s += static_cast<double>(p[i]);
    atomicAdd(out, s);
}

cudaError_t sum_any(const void *dev, cudaDataType type, int n, double *out)
{
    switch (type) {
    case CUDA_R_32F: sum_kernel<float><<<1, 256>>>(dev, n, out); break;
    case CUDA_R_64F: sum_kernel<double><<<1, 256>>>(dev, n, out); break;
    case CUDA_R_32I: sum_kernel<int><<<1, 256>>>(dev, n, out); break;
    case CUDA_R_8U: sum_kernel<unsigned char><<<1, 256>>>(dev, n, out); break;
    default: return cudaErrorInvalidValue;
    }
    return cudaGetLastError();
}

int main()
{
    int h[100];
    for (int i = 0; i < 100; ++i)
        h[i] = i;
    int *d;
    double *dsum, sum = 0.0;
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&dsum, sizeof(double));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemset(dsum, 0, sizeof(double));
    cudaError_t e = sum_any(d, CUDA_R_32I, 100, dsum);
    cudaMemcpy(&sum, dsum, sizeof(double), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dsum);
    libraryPropertyType prop = MAJOR_VERSION;
    return e == cudaSuccess && sum == 4950.0 && prop == MAJOR_VERSION && sum_any(d, CUDA_C_16F, 1, dsum) != cudaSuccess ? 0 : 1;
}
