// Exercises <cub/device/device_run_length_encode.cuh>: cub::DeviceRunLengthEncode::Encode on sorted keys.
#include <cub/device/device_run_length_encode.cuh>

int main()
{
    const int n = 600;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = i / 7;
    int *d_in, *d_unique, *d_counts, *d_runs;
    cudaMalloc(&d_in, sizeof(h));
    cudaMalloc(&d_unique, sizeof(h));
    cudaMalloc(&d_counts, sizeof(h));
    cudaMalloc(&d_runs, sizeof(int));
    cudaMemcpy(d_in, h, sizeof(h), cudaMemcpyHostToDevice);
    size_t bytes = 0;
    cub::DeviceRunLengthEncode::Encode(nullptr, bytes, d_in, d_unique, d_counts, d_runs, n);
    void *temp;
    cudaMalloc(&temp, bytes);
    cub::DeviceRunLengthEncode::Encode(temp, bytes, d_in, d_unique, d_counts, d_runs, n);
    int runs = 0, counts[3];
    cudaMemcpy(&runs, d_runs, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(counts, d_counts, sizeof(counts), cudaMemcpyDeviceToHost);
    cudaFree(temp);
    cudaFree(d_in);
    cudaFree(d_unique);
    cudaFree(d_counts);
    cudaFree(d_runs);
    return runs == 86 && counts[0] == 7 ? 0 : 1;
}
