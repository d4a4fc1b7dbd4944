// Exercises <cuda/std/linalg>: scaled/transposed/conjugated mdspan accessors from the linalg header.
#include <cuda/std/linalg>

using Mat = cuda::std::mdspan<float, cuda::std::dextents<int, 2>>;

template <typename In>
__global__ void copy_view(In in, Mat out)
{
    int r = threadIdx.y, c = threadIdx.x;
    if (r < out.extent(0) && c < out.extent(1))
        out(r, c) = in(r, c);
}

int main()
{
    const int n = 8;
    float h[n * n];
    for (int i = 0; i < n * n; ++i)
        h[i] = static_cast<float>(i);
    float *d;
    cudaMalloc(&d, 2 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    Mat a(d, n, n), out(d + n * n, n, n);
    auto at = cuda::std::linalg::transposed(a);
    auto scaled = cuda::std::linalg::scaled(2.0f, at);
    copy_view<<<1, dim3(n, n)>>>(scaled, out);
    cudaMemcpy(h, d + n * n, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return h[1] == 2.0f * n && h[n] == 2.0f ? 0 : 1;
}
