// Exercises <cuda/std/initializer_list>: brace-initialised lists consumed by a __host__ __device__ helper.
#include <cuda/std/initializer_list>

__host__ __device__ int weighted_sum(cuda::std::initializer_list<int> weights, const int *values)
{
    int s = 0, k = 0;
    for (int w : weights)
        s += w * values[k++];
    return s;
}

__global__ void stencil3(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i > 0 && i < n - 1)
        out[i] = weighted_sum({1, -2, 1}, in + i - 1);
}

int main()
{
    const int n = 16;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = i * i;
    int *d;
    cudaMalloc(&d, 2 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    stencil3<<<1, n>>>(d, d + n, n);
    cudaMemcpy(h, d + n, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    int three[3] = {1, 2, 3};
    return h[5] == 2 && weighted_sum({1, 1, 1}, three) == 6 ? 0 : 1;
}
