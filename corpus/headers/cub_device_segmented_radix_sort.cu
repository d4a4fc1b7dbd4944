// Exercises <cub/device/device_segmented_radix_sort.cuh>: cub::DeviceSegmentedRadixSort::SortKeysDescending per row.
#include <cub/device/device_segmented_radix_sort.cuh>

int main()
{
    const int segments = 4, per = 250, n = segments * per;
    int offsets[segments + 1];
    for (int s = 0; s <= segments; ++s)
        offsets[s] = s * per;
    float *h = new float[n];
    for (int i = 0; i < n; ++i)
        h[i] = static_cast<float>((i * 7) % 113);
    float *d_in, *d_out;
    int *d_off;
    cudaMalloc(&d_in, n * sizeof(float));
    cudaMalloc(&d_out, n * sizeof(float));
    cudaMalloc(&d_off, sizeof(offsets));
    cudaMemcpy(d_in, h, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(d_off, offsets, sizeof(offsets), cudaMemcpyHostToDevice);
    size_t bytes = 0;
    cub::DeviceSegmentedRadixSort::SortKeysDescending(nullptr, bytes, d_in, d_out, n, segments, d_off, d_off + 1);
    void *temp;
    cudaMalloc(&temp, bytes);
    cub::DeviceSegmentedRadixSort::SortKeysDescending(temp, bytes, d_in, d_out, n, segments, d_off, d_off + 1);
    cudaMemcpy(h, d_out, n * sizeof(float), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 1; i < n; ++i)
        bad += i % per != 0 && h[i - 1] < h[i];
    cudaFree(temp);
    cudaFree(d_in);
    cudaFree(d_out);
    cudaFree(d_off);
    delete[] h;
    return bad;
}
