// Exercises <cub/device/device_scan.cuh>: cub::DeviceScan ExclusiveSum and InclusiveScan with a custom operator.
#include <cub/device/device_scan.cuh>

struct MaxOp {
    __host__ __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

int main()
{
    const int n = 10000;
    int *h = new int[n];
    for (int i = 0; i < n; ++i)
        h[i] = (i * 31) % 17;
    int *d_in, *d_excl, *d_max;
    cudaMalloc(&d_in, n * sizeof(int));
    cudaMalloc(&d_excl, n * sizeof(int));
    cudaMalloc(&d_max, n * sizeof(int));
    cudaMemcpy(d_in, h, n * sizeof(int), cudaMemcpyHostToDevice);

    size_t bytes_a = 0, bytes_b = 0;
    cub::DeviceScan::ExclusiveSum(nullptr, bytes_a, d_in, d_excl, n);
    cub::DeviceScan::InclusiveScan(nullptr, bytes_b, d_in, d_max, MaxOp{}, n);
    void *temp;
    cudaMalloc(&temp, bytes_a > bytes_b ? bytes_a : bytes_b);
    cub::DeviceScan::ExclusiveSum(temp, bytes_a, d_in, d_excl, n);
    cub::DeviceScan::InclusiveScan(temp, bytes_b, d_in, d_max, MaxOp{}, n);

    int last_excl = 0, last_max = 0;
    cudaMemcpy(&last_excl, d_excl + n - 1, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(&last_max, d_max + n - 1, sizeof(int), cudaMemcpyDeviceToHost);
    int want = 0;
    for (int i = 0; i < n - 1; ++i)
        want += h[i];
    cudaFree(temp);
    cudaFree(d_in);
    cudaFree(d_excl);
    cudaFree(d_max);
    delete[] h;
    return last_excl == want && last_max == 16 ? 0 : 1;
}
