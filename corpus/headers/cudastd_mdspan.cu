// Exercises <cuda/std/mdspan>: cuda::std::mdspan with dextents/layout_right indexing a matrix in a kernel.
#include <cuda/std/mdspan>

using Matrix = cuda::std::mdspan<float, cuda::std::dextents<int, 2>>;

__global__ void transpose(Matrix in, Matrix out)
{
    int r = blockIdx.y * blockDim.y + threadIdx.y, c = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < in.extent(0) && c < in.extent(1))
        out(c, r) = in(r, c);
}

int main()
{
    const int rows = 48, cols = 80;
    float *h = new float[rows * cols];
    for (int i = 0; i < rows * cols; ++i)
        h[i] = static_cast<float>(i);
    float *d;
    cudaMalloc(&d, 2 * rows * cols * sizeof(float));
    cudaMemcpy(d, h, rows * cols * sizeof(float), cudaMemcpyHostToDevice);
    Matrix in(d, rows, cols), out(d + rows * cols, cols, rows);
    dim3 block(16, 16), grid((cols + 15) / 16, (rows + 15) / 16);
    transpose<<<grid, block>>>(in, out);
    cudaMemcpy(h, d + rows * cols, rows * cols * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cuda::std::mdspan<float, cuda::std::extents<int, 80, 48>> host_view(h);
    bool ok = host_view(5, 3) == 3.0f * cols + 5 && host_view.size() == rows * cols;
    delete[] h;
    return ok ? 0 : 1;
}
