// Exercises <cuda/cmath>: cuda::ceil_div/round_up/round_down/ilog2 for launch-size arithmetic.
#include <cuda/cmath>

__global__ void fill(int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = cuda::ilog2(i + 1);
}

int main()
{
    const int n = 1000, block = 128;
    int grid = cuda::ceil_div(n, block);
    size_t padded = cuda::round_up(size_t(n) * sizeof(int), size_t(256));
    int *d, h[n];
    cudaMalloc(&d, padded);
    fill<<<grid, block>>>(d, n);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    static_assert(cuda::ceil_div(10, 3) == 4 && cuda::round_down(37, 8) == 32, "");
    return grid == 8 && padded == 4096 && h[0] == 0 && h[7] == 3 && h[999] == 9 && cuda::ilog10(1000) == 3 ? 0 : 1;
}
