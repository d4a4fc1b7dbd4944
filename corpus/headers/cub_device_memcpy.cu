// Exercises <cub/device/device_memcpy.cuh>: cub::DeviceMemcpy::Batched copying several buffers in one launch.
#include <cub/device/device_memcpy.cuh>

int main()
{
    const int buffers = 3;
    size_t sizes[buffers] = {100 * sizeof(int), 7 * sizeof(int), 1000 * sizeof(int)};
    int *src[buffers], *dst[buffers];
    for (int b = 0; b < buffers; ++b) {
        cudaMalloc(&src[b], sizes[b]);
        cudaMalloc(&dst[b], sizes[b]);
        cudaMemset(src[b], b + 1, sizes[b]);
        cudaMemset(dst[b], 0, sizes[b]);
    }
    void **d_src, **d_dst;
    size_t *d_sizes;
    cudaMalloc(&d_src, sizeof(src));
    cudaMalloc(&d_dst, sizeof(dst));
    cudaMalloc(&d_sizes, sizeof(sizes));
    cudaMemcpy(d_src, src, sizeof(src), cudaMemcpyHostToDevice);
    cudaMemcpy(d_dst, dst, sizeof(dst), cudaMemcpyHostToDevice);
    cudaMemcpy(d_sizes, sizes, sizeof(sizes), cudaMemcpyHostToDevice);
    size_t bytes = 0;
    cub::DeviceMemcpy::Batched(nullptr, bytes, d_src, d_dst, d_sizes, buffers);
    void *temp;
    cudaMalloc(&temp, bytes);
    cub::DeviceMemcpy::Batched(temp, bytes, d_src, d_dst, d_sizes, buffers);
    int last = 0;
    cudaMemcpy(&last, dst[2] + 999, sizeof(int), cudaMemcpyDeviceToHost);
    for (int b = 0; b < buffers; ++b) {
        cudaFree(src[b]);
        cudaFree(dst[b]);
    }
    cudaFree(temp);
    cudaFree(d_src);
    cudaFree(d_dst);
    cudaFree(d_sizes);
    return last == 0x03030303 ? 0 : 1;
}
