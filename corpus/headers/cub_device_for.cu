// Exercises <cub/device/device_for.cuh>: cub::DeviceFor::ForEachN and Bulk with device functors.
#include <cub/device/device_for.cuh>

struct Square {
    __device__ void operator()(int &v) const { v = v * v; }
};

struct WriteIndex {
    int *out;
    __device__ void operator()(int i) const { out[i] = 3 * i; }
};

int main()
{
    const int n = 5000;
    int *d_a, *d_b;
    cudaMalloc(&d_a, n * sizeof(int));
    cudaMalloc(&d_b, n * sizeof(int));
    cub::DeviceFor::Bulk(n, WriteIndex{d_a});
    cub::DeviceFor::ForEachN(d_a, n, Square{});
    cub::DeviceFor::Bulk(n, WriteIndex{d_b});
    int last_a = 0, last_b = 0;
    cudaMemcpy(&last_a, d_a + n - 1, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(&last_b, d_b + n - 1, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d_a);
    cudaFree(d_b);
    return last_a == 9 * (n - 1) * (n - 1) && last_b == 3 * (n - 1) ? 0 : 1;
}
