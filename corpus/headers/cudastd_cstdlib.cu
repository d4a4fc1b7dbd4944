// Exercises <cuda/std/cstdlib>: cuda::std::abs/div on host and device.
#include <cuda/std/cstdlib>

__global__ void split_indices(const int *linear, int width, int2 *coords, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        cuda::std::div_t q = cuda::std::div(linear[i], width);
        coords[i] = make_int2(q.rem, q.quot);
    }
}

__global__ void abs_diff(const long *a, const long *b, long *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = cuda::std::labs(a[i] - b[i]) + cuda::std::abs(0L);
}

int main()
{
    const int n = 8, width = 3;
    int lin[n];
    for (int i = 0; i < n; ++i)
        lin[i] = i * 5;
    int *dl;
    int2 *dc, coords[n];
    cudaMalloc(&dl, sizeof(lin));
    cudaMalloc(&dc, sizeof(coords));
    cudaMemcpy(dl, lin, sizeof(lin), cudaMemcpyHostToDevice);
    split_indices<<<1, n>>>(dl, width, dc, n);
    cudaMemcpy(coords, dc, sizeof(coords), cudaMemcpyDeviceToHost);
    long a[2] = {3, -7}, b[2] = {10, 2}, o[2], *dd;
    cudaMalloc(&dd, 3 * sizeof(a));
    cudaMemcpy(dd, a, sizeof(a), cudaMemcpyHostToDevice);
    cudaMemcpy(dd + 2, b, sizeof(b), cudaMemcpyHostToDevice);
    abs_diff<<<1, 2>>>(dd, dd + 2, dd + 4, 2);
    cudaMemcpy(o, dd + 4, sizeof(o), cudaMemcpyDeviceToHost);
    cudaFree(dl);
    cudaFree(dc);
    cudaFree(dd);
    return coords[7].x == 2 && coords[7].y == 11 && o[0] == 7 && o[1] == 9 ? 0 : 1;
}
