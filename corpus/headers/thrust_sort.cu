// Exercises <thrust/sort.h>: thrust::sort, sort_by_key and stable_sort with thrust::device on raw pointers.
#include <thrust/sort.h>

struct Descending {
    __host__ __device__ bool operator()(int a, int b) const { return a > b; }
};

int main()
{
    const int n = 10000;
    int *keys = new int[n], *vals = new int[n];
    for (int i = 0; i < n; ++i) {
        keys[i] = (i * 7919) % 4099;
        vals[i] = i;
    }
    int *dk, *dv;
    cudaMalloc(&dk, n * sizeof(int));
    cudaMalloc(&dv, n * sizeof(int));
    cudaMemcpy(dk, keys, n * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(dv, vals, n * sizeof(int), cudaMemcpyHostToDevice);
    thrust::sort_by_key(thrust::device, dk, dk + n, dv);
    thrust::stable_sort(thrust::device, dv, dv + n, Descending{});
    bool sorted = thrust::is_sorted(thrust::device, dk, dk + n);
    cudaMemcpy(keys, dk, n * sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(vals, dv, n * sizeof(int), cudaMemcpyDeviceToHost);
    thrust::sort(keys, keys + 10, Descending{});
    cudaFree(dk);
    cudaFree(dv);
    bool ok = sorted && vals[0] == n - 1 && keys[0] >= keys[9];
    delete[] keys;
    delete[] vals;
    return ok ? 0 : 1;
}
