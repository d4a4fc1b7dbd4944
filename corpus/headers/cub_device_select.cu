// Exercises <cub/device/device_select.cuh>: cub::DeviceSelect::If, Flagged and Unique.
#include <cub/device/device_select.cuh>

struct IsEven {
    __host__ __device__ bool operator()(int v) const { return v % 2 == 0; }
};

int main()
{
    const int n = 1000;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = i / 3;
    int *d_in, *d_out, *d_count;
    cudaMalloc(&d_in, n * sizeof(int));
    cudaMalloc(&d_out, n * sizeof(int));
    cudaMalloc(&d_count, 2 * sizeof(int));
    cudaMemcpy(d_in, h, sizeof(h), cudaMemcpyHostToDevice);

    size_t bytes_if = 0, bytes_unique = 0;
    cub::DeviceSelect::If(nullptr, bytes_if, d_in, d_out, d_count, n, IsEven{});
    cub::DeviceSelect::Unique(nullptr, bytes_unique, d_in, d_out, d_count + 1, n);
    void *temp;
    size_t bytes = bytes_if > bytes_unique ? bytes_if : bytes_unique;
    cudaMalloc(&temp, bytes);
    cub::DeviceSelect::If(temp, bytes_if, d_in, d_out, d_count, n, IsEven{});
    cub::DeviceSelect::Unique(temp, bytes_unique, d_in, d_out, d_count + 1, n);

    int counts[2], first[3];
    cudaMemcpy(counts, d_count, sizeof(counts), cudaMemcpyDeviceToHost);
    cudaMemcpy(first, d_out, sizeof(first), cudaMemcpyDeviceToHost);
    cudaFree(temp);
    cudaFree(d_in);
    cudaFree(d_out);
    cudaFree(d_count);
    return counts[0] == 501 && counts[1] == 334 && first[2] == 2 ? 0 : 1;
}
