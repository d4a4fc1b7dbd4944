// Exercises <cub/device/device_copy.cuh>: cub::DeviceCopy::Batched copying ranges given as arrays of iterators.
#include <cub/device/device_copy.cuh>

int main()
{
    const int ranges = 4, stride = 64;
    int sizes[ranges] = {64, 1, 10, 33};
    int h_src[ranges * stride];
    for (int i = 0; i < ranges * stride; ++i)
        h_src[i] = i;
    int *d_src, *d_dst, *d_sizes;
    cudaMalloc(&d_src, sizeof(h_src));
    cudaMalloc(&d_dst, sizeof(h_src));
    cudaMalloc(&d_sizes, sizeof(sizes));
    cudaMemcpy(d_src, h_src, sizeof(h_src), cudaMemcpyHostToDevice);
    cudaMemset(d_dst, 0, sizeof(h_src));
    cudaMemcpy(d_sizes, sizes, sizeof(sizes), cudaMemcpyHostToDevice);
    const int *in_ptrs[ranges];
    int *out_ptrs[ranges];
    for (int r = 0; r < ranges; ++r) {
        in_ptrs[r] = d_src + r * stride;
        out_ptrs[r] = d_dst + (ranges - 1 - r) * stride;
    }
    const int **d_in;
    int **d_out;
    cudaMalloc(&d_in, sizeof(in_ptrs));
    cudaMalloc(&d_out, sizeof(out_ptrs));
    cudaMemcpy(d_in, in_ptrs, sizeof(in_ptrs), cudaMemcpyHostToDevice);
    cudaMemcpy(d_out, out_ptrs, sizeof(out_ptrs), cudaMemcpyHostToDevice);
    size_t bytes = 0;
    cub::DeviceCopy::Batched(nullptr, bytes, d_in, d_out, d_sizes, ranges);
    void *temp;
    cudaMalloc(&temp, bytes);
    cub::DeviceCopy::Batched(temp, bytes, d_in, d_out, d_sizes, ranges);
    int h[ranges * stride];
    cudaMemcpy(h, d_dst, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(temp);
    cudaFree(d_src);
    cudaFree(d_dst);
    cudaFree(d_sizes);
    cudaFree(d_in);
    cudaFree(d_out);
    return h[0] == 3 * stride && h[32] == 3 * stride + 32 && h[33] == 0 && h[3 * stride + 63] == 63 ? 0 : 1;
}
