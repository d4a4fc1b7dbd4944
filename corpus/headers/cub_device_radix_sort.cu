// Exercises <cub/device/device_radix_sort.cuh>: cub::DeviceRadixSort::SortPairs with cub::DoubleBuffer.
#include <cub/device/device_radix_sort.cuh>

int main()
{
    const int n = 1 << 15;
    unsigned *keys = new unsigned[n];
    int *vals = new int[n];
    for (int i = 0; i < n; ++i) {
        keys[i] = (i * 2654435761u) ^ 0x5bd1e995u;
        vals[i] = i;
    }
    unsigned *dk[2];
    int *dv[2];
    for (int b = 0; b < 2; ++b) {
        cudaMalloc(&dk[b], n * sizeof(unsigned));
        cudaMalloc(&dv[b], n * sizeof(int));
    }
    cudaMemcpy(dk[0], keys, n * sizeof(unsigned), cudaMemcpyHostToDevice);
    cudaMemcpy(dv[0], vals, n * sizeof(int), cudaMemcpyHostToDevice);
    cub::DoubleBuffer<unsigned> d_keys(dk[0], dk[1]);
    cub::DoubleBuffer<int> d_vals(dv[0], dv[1]);

    size_t bytes = 0;
    cub::DeviceRadixSort::SortPairs(nullptr, bytes, d_keys, d_vals, n);
    void *temp;
    cudaMalloc(&temp, bytes);
    cub::DeviceRadixSort::SortPairs(temp, bytes, d_keys, d_vals, n);

    unsigned *sorted = new unsigned[n];
    int *perm = new int[n];
    cudaMemcpy(sorted, d_keys.Current(), n * sizeof(unsigned), cudaMemcpyDeviceToHost);
    cudaMemcpy(perm, d_vals.Current(), n * sizeof(int), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; ++i)
        bad += (i && sorted[i - 1] > sorted[i]) || keys[perm[i]] != sorted[i];
    cudaFree(temp);
    for (int b = 0; b < 2; ++b) {
        cudaFree(dk[b]);
        cudaFree(dv[b]);
    }
    delete[] keys;
    delete[] vals;
    delete[] sorted;
    delete[] perm;
    return bad;
}
