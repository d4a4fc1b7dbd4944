// Exercises <cub/device/device_segmented_reduce.cuh>: cub::DeviceSegmentedReduce::Sum over CSR row offsets.
#include <cub/device/device_segmented_reduce.cuh>

int main()
{
    const int rows = 5;
    int offsets[rows + 1] = {0, 3, 3, 10, 11, 20};
    const int nnz = 20;
    float vals[nnz];
    for (int i = 0; i < nnz; ++i)
        vals[i] = 1.0f + i;
    float *d_vals, *d_sums;
    int *d_off;
    cudaMalloc(&d_vals, sizeof(vals));
    cudaMalloc(&d_sums, rows * sizeof(float));
    cudaMalloc(&d_off, sizeof(offsets));
    cudaMemcpy(d_vals, vals, sizeof(vals), cudaMemcpyHostToDevice);
    cudaMemcpy(d_off, offsets, sizeof(offsets), cudaMemcpyHostToDevice);
    size_t bytes = 0;
    cub::DeviceSegmentedReduce::Sum(nullptr, bytes, d_vals, d_sums, rows, d_off, d_off + 1);
    void *temp;
    cudaMalloc(&temp, bytes);
    cub::DeviceSegmentedReduce::Sum(temp, bytes, d_vals, d_sums, rows, d_off, d_off + 1);
    float sums[rows];
    cudaMemcpy(sums, d_sums, sizeof(sums), cudaMemcpyDeviceToHost);
    cudaFree(temp);
    cudaFree(d_vals);
    cudaFree(d_sums);
    cudaFree(d_off);
    return sums[0] == 6.0f && sums[1] == 0.0f && sums[3] == 11.0f ? 0 : 1;
}
