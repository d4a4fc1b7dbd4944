// Exercises <cuda/discard_memory>: cuda::discard_memory on a scratch buffer whose contents are no longer needed.
#include <cuda/discard_memory>

__global__ void two_pass(float *scratch, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        scratch[i] = i * 0.5f;
    __syncthreads();
    if (i < n)
        out[i] = scratch[i] + 1.0f;
    __syncthreads();
    if (threadIdx.x == 0)
        cuda::discard_memory(scratch + blockIdx.x * blockDim.x, blockDim.x * sizeof(float));
}

int main()
{
    const int n = 1024;
    float *scratch, *out, h = 0.0f;
    cudaMalloc(&scratch, n * sizeof(float));
    cudaMalloc(&out, n * sizeof(float));
    two_pass<<<n / 128, 128>>>(scratch, out, n);
    cudaMemcpy(&h, out + n - 1, sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(scratch);
    cudaFree(out);
    return h == 0.5f * (n - 1) + 1.0f ? 0 : 1;
}
