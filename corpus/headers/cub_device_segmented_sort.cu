// Exercises <cub/device/device_segmented_sort.cuh>: cub::DeviceSegmentedSort::StableSortPairs on small segments.
#include <cub/device/device_segmented_sort.cuh>

int main()
{
    const int segments = 3;
    int offsets[segments + 1] = {0, 5, 5, 12};
    const int n = 12;
    int keys[n] = {5, 3, 5, 1, 2, 9, 8, 7, 9, 1, 0, 7};
    int vals[n];
    for (int i = 0; i < n; ++i)
        vals[i] = i;
    int *d;
    cudaMalloc(&d, (4 * n + segments + 1) * sizeof(int));
    int *dk_in = d, *dk_out = d + n, *dv_in = d + 2 * n, *dv_out = d + 3 * n, *d_off = d + 4 * n;
    cudaMemcpy(dk_in, keys, sizeof(keys), cudaMemcpyHostToDevice);
    cudaMemcpy(dv_in, vals, sizeof(vals), cudaMemcpyHostToDevice);
    cudaMemcpy(d_off, offsets, sizeof(offsets), cudaMemcpyHostToDevice);
    size_t bytes = 0;
    cub::DeviceSegmentedSort::StableSortPairs(nullptr, bytes, dk_in, dk_out, dv_in, dv_out, n, segments, d_off, d_off + 1);
    void *temp;
    cudaMalloc(&temp, bytes);
    cub::DeviceSegmentedSort::StableSortPairs(temp, bytes, dk_in, dk_out, dv_in, dv_out, n, segments, d_off, d_off + 1);
    cudaMemcpy(keys, dk_out, sizeof(keys), cudaMemcpyDeviceToHost);
    cudaMemcpy(vals, dv_out, sizeof(vals), cudaMemcpyDeviceToHost);
    cudaFree(temp);
    cudaFree(d);
    return keys[0] == 1 && keys[4] == 5 && vals[3] == 0 && vals[4] == 2 && keys[5] == 0 && keys[11] == 9 ? 0 : 1;
}
