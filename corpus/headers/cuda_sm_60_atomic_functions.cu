// Exercises <sm_60_atomic_functions.h>: double atomicAdd and the _block/_system scoped atomics.
#include <sm_60_atomic_functions.h>

__global__ void scoped_atomics(const double *v, int n, double *sum, int *block_count, unsigned *system_flag)
{
    __shared__ int local;
    if (threadIdx.x == 0)
        local = 0;
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        atomicAdd(sum, v[i]);
        atomicAdd_block(&local, 1);
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        atomicAdd(block_count, local);
        atomicExch_system(system_flag, 1u);
    }
}

int main()
{
    const int n = 1000;
    double h[n], sum = 0.0;
    for (int i = 0; i < n; ++i)
        h[i] = 0.25;
    double *d;
    int *count, hc = 0;
    unsigned *flag = nullptr;
    cudaMalloc(&d, sizeof(h) + sizeof(double));
    cudaMalloc(&count, sizeof(int));
    cudaMallocManaged(&flag, sizeof(unsigned));
    *flag = 0;
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemset(d + n, 0, sizeof(double));
    cudaMemset(count, 0, sizeof(int));
    scoped_atomics<<<(n + 255) / 256, 256>>>(d, n, d + n, count, flag);
    cudaMemcpy(&sum, d + n, sizeof(double), cudaMemcpyDeviceToHost);
    cudaMemcpy(&hc, count, sizeof(int), cudaMemcpyDeviceToHost);
    bool ok = sum == 250.0 && hc == n && *flag == 1u;
    cudaFree(d);
    cudaFree(count);
    cudaFree(flag);
    return ok ? 0 : 1;
}
