// Exercises <cuda/work_stealing>: cuda::for_each_canceled_block (falls back to the current block before sm_100).
#include <cuda/work_stealing>

__global__ void process_blocks(int *out, int n)
{
    cuda::for_each_canceled_block<1>([=](dim3 block) {
        int i = block.x * blockDim.x + threadIdx.x;
        if (i < n)
            out[i] = static_cast<int>(block.x);
    });
}

int main()
{
    const int n = 4096, threads = 256;
    int *d, h[n];
    cudaMalloc(&d, sizeof(h));
    process_blocks<<<n / threads, threads>>>(d, n);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return h[n - 1] == n / threads - 1 ? 0 : 1;
}
