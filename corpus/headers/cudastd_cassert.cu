// Exercises <cuda/std/cassert>: assert usable in __host__ __device__ code through libcu++.
#include <cuda/std/cassert>

__host__ __device__ int clamp_index(int i, int n)
{
    assert(n > 0);
    return i < 0 ? 0 : (i >= n ? n - 1 : i);
}

__global__ void clamped_copy(const int *in, int *out, int n, int shift)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[clamp_index(i + shift, n)];
}

int main()
{
    const int n = 32;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = i;
    int *d;
    cudaMalloc(&d, 2 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    clamped_copy<<<1, n>>>(d, d + n, n, 5);
    cudaMemcpy(h, d + n, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    assert(clamp_index(-3, n) == 0);
    return h[0] == 5 && h[n - 1] == n - 1 ? 0 : 1;
}
