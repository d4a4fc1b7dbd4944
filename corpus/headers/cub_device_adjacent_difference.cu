// Exercises <cub/device/device_adjacent_difference.cuh>: cub::DeviceAdjacentDifference::SubtractLeftCopy.
#include <cub/device/device_adjacent_difference.cuh>

int main()
{
    const int n = 3000;
    long long *h = new long long[n];
    for (int i = 0; i < n; ++i)
        h[i] = static_cast<long long>(i) * i;
    long long *d_in, *d_out;
    cudaMalloc(&d_in, n * sizeof(long long));
    cudaMalloc(&d_out, n * sizeof(long long));
    cudaMemcpy(d_in, h, n * sizeof(long long), cudaMemcpyHostToDevice);
    size_t bytes = 0;
    cub::DeviceAdjacentDifference::SubtractLeftCopy(nullptr, bytes, d_in, d_out, n);
    void *temp = nullptr;
    cudaMalloc(&temp, bytes > 0 ? bytes : 1);
    cub::DeviceAdjacentDifference::SubtractLeftCopy(temp, bytes, d_in, d_out, n);
    cudaMemcpy(h, d_out, n * sizeof(long long), cudaMemcpyDeviceToHost);
    int bad = h[0] != 0;
    for (int i = 1; i < n; ++i)
        bad += h[i] != 2LL * i - 1;
    cudaFree(temp);
    cudaFree(d_in);
    cudaFree(d_out);
    delete[] h;
    return bad;
}
