// Exercises <cuda_runtime.h>: the runtime API with the triple-chevron launch, streams, events and symbols.
#include <cuda_runtime.h>

__constant__ float c_bias;
__device__ int d_launches;

__global__ void add_bias(float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] += c_bias;
    if (i == 0)
        atomicAdd(&d_launches, 1);
}

int main()
{
    const int n = 1 << 12;
    float *d, bias = 0.25f;
    cudaStream_t s;
    cudaEvent_t done;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&done, cudaEventDisableTiming);
    cudaMallocAsync(&d, n * sizeof(float), s);
    cudaMemsetAsync(d, 0, n * sizeof(float), s);
    cudaMemcpyToSymbolAsync(c_bias, &bias, sizeof(bias), 0, cudaMemcpyHostToDevice, s);
    int min_grid = 0, block = 0;
    cudaOccupancyMaxPotentialBlockSize(&min_grid, &block, add_bias, 0, 0);
    add_bias<<<(n + block - 1) / block, block, 0, s>>>(d, n);
    cudaEventRecord(done, s);
    cudaEventSynchronize(done);
    int launches = 0;
    cudaMemcpyFromSymbol(&launches, d_launches, sizeof(int));
    cudaFreeAsync(d, s);
    cudaStreamDestroy(s);
    cudaEventDestroy(done);
    cudaFuncAttributes attr;
    cudaFuncGetAttributes(&attr, add_bias);
    return launches == 1 && attr.maxThreadsPerBlock > 0 ? 0 : 1;
}
