// Exercises <assert.h>: C assert in host code and in a __device__ helper, plus static_assert.
#include <assert.h>

__device__ int checked_index(int i, int n)
{
    assert(i >= 0 && i < n);
    return i;
}

__global__ void gather(const float *src, const int *idx, float *dst, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        dst[i] = src[checked_index(idx[i], n)];
}

int main(void)
{
    const int n = 8;
    float src[n], dst[n];
    int idx[n];
    for (int i = 0; i < n; ++i) {
        src[i] = (float)(i * 10);
        idx[i] = n - 1 - i;
    }
    float *ds, *dd;
    int *di;
    cudaMalloc((void **)&ds, sizeof(src));
    cudaMalloc((void **)&dd, sizeof(dst));
    cudaMalloc((void **)&di, sizeof(idx));
    cudaMemcpy(ds, src, sizeof(src), cudaMemcpyHostToDevice);
    cudaMemcpy(di, idx, sizeof(idx), cudaMemcpyHostToDevice);
    gather<<<1, n>>>(ds, di, dd, n);
    cudaError_t err = cudaMemcpy(dst, dd, sizeof(dst), cudaMemcpyDeviceToHost);
    assert(err == cudaSuccess);
    cudaFree(ds);
    cudaFree(dd);
    cudaFree(di);
    return dst[0] == 70.0f ? 0 : 1;
}
