// Exercises <cub/device/device_partition.cuh>: cub::DevicePartition::If splitting by a predicate.
#include <cub/device/device_partition.cuh>

struct Small {
    int limit;
    __host__ __device__ bool operator()(int v) const { return v < limit; }
};

int main()
{
    const int n = 4096;
    int *h = new int[n];
    for (int i = 0; i < n; ++i)
        h[i] = (i * 97) % 1000;
    int *d_in, *d_out, *d_selected;
    cudaMalloc(&d_in, n * sizeof(int));
    cudaMalloc(&d_out, n * sizeof(int));
    cudaMalloc(&d_selected, sizeof(int));
    cudaMemcpy(d_in, h, n * sizeof(int), cudaMemcpyHostToDevice);
    size_t bytes = 0;
    cub::DevicePartition::If(nullptr, bytes, d_in, d_out, d_selected, n, Small{250});
    void *temp;
    cudaMalloc(&temp, bytes);
    cub::DevicePartition::If(temp, bytes, d_in, d_out, d_selected, n, Small{250});
    int selected = 0;
    cudaMemcpy(&selected, d_selected, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(h, d_out, n * sizeof(int), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; ++i)
        bad += (i < selected) != (h[i] < 250);
    cudaFree(temp);
    cudaFree(d_in);
    cudaFree(d_out);
    cudaFree(d_selected);
    delete[] h;
    return bad;
}
