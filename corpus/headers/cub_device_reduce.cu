// Exercises <cub/device/device_reduce.cuh>: cub::DeviceReduce::Sum/Max with the two-phase temp-storage idiom.
#include <cub/device/device_reduce.cuh>

int main()
{
    const int n = 1 << 16;
    int *h = new int[n];
    for (int i = 0; i < n; ++i)
        h[i] = (i * 7919) % 1001 - 500;
    int *d_in, *d_out;
    cudaMalloc(&d_in, n * sizeof(int));
    cudaMalloc(&d_out, 2 * sizeof(int));
    cudaMemcpy(d_in, h, n * sizeof(int), cudaMemcpyHostToDevice);

    void *d_temp = nullptr;
    size_t temp_bytes = 0;
    cub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_out, n);
    cudaMalloc(&d_temp, temp_bytes);
    cub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_out, n);
    cudaFree(d_temp);

    d_temp = nullptr;
    temp_bytes = 0;
    cub::DeviceReduce::Max(d_temp, temp_bytes, d_in, d_out + 1, n);
    cudaMalloc(&d_temp, temp_bytes);
    cub::DeviceReduce::Max(d_temp, temp_bytes, d_in, d_out + 1, n);
    cudaFree(d_temp);

    int out[2];
    cudaMemcpy(out, d_out, sizeof(out), cudaMemcpyDeviceToHost);
    long long want = 0;
    for (int i = 0; i < n; ++i)
        want += h[i];
    cudaFree(d_in);
    cudaFree(d_out);
    delete[] h;
    return out[0] == static_cast<int>(want) && out[1] == 500 ? 0 : 1;
}
