// Exercises <cuda_awbarrier.h>: nvcuda::experimental::awbarrier arrive/wait in shared memory.
#include <cuda_awbarrier.h>

__global__ void staged_sum(const int *in, int *out)
{
    __shared__ nvcuda::experimental::awbarrier bar;
    __shared__ int stage[128];
    if (threadIdx.x == 0)
        nvcuda::experimental::init(&bar, blockDim.x);
    __syncthreads();
    stage[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
    auto token = bar.arrive();
    bar.wait(token);
    if (threadIdx.x == 0) {
        int s = 0;
        for (int i = 0; i < blockDim.x; ++i)
            s += stage[i];
        out[blockIdx.x] = s;
    }
}

int main()
{
    const int blocks = 4, threads = 128;
    int h[blocks * threads], sums[blocks];
    for (int i = 0; i < blocks * threads; ++i)
        h[i] = 1;
    int *d, *dout;
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&dout, sizeof(sums));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    staged_sum<<<blocks, threads>>>(d, dout);
    cudaMemcpy(sums, dout, sizeof(sums), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dout);
    return sums[3] == threads ? 0 : 1;
}
