// Exercises <cuda/mdspan>: cuda::restrict_mdspan (restrict-qualified accessor) over cuda::std::mdspan.
#include <cuda/mdspan>

using In = cuda::restrict_mdspan<const float, cuda::std::dextents<int, 2>>;
using Out = cuda::restrict_mdspan<float, cuda::std::dextents<int, 2>>;

__global__ void add_matrices(In a, In b, Out c)
{
    int r = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < c.extent(0) && col < c.extent(1))
        c(r, col) = a(r, col) + b(r, col);
}

int main()
{
    const int rows = 20, cols = 30, n = rows * cols;
    float *h = new float[n];
    for (int i = 0; i < n; ++i)
        h[i] = static_cast<float>(i);
    float *d;
    cudaMalloc(&d, 3 * n * sizeof(float));
    cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(d + n, h, n * sizeof(float), cudaMemcpyHostToDevice);
    In a(d, rows, cols), b(d + n, rows, cols);
    Out c(d + 2 * n, rows, cols);
    add_matrices<<<dim3((cols + 15) / 16, (rows + 15) / 16), dim3(16, 16)>>>(a, b, c);
    cudaMemcpy(h, d + 2 * n, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d);
    bool ok = h[n - 1] == 2.0f * (n - 1);
    delete[] h;
    return ok ? 0 : 1;
}
