// Exercises <thrust/partition.h>: thrust::partition, stable_partition_copy and partition_point.
#include <thrust/partition.h>
#include <thrust/execution_policy.h>

struct IsEven {
    __host__ __device__ bool operator()(int v) const { return v % 2 == 0; }
};

int main()
{
    const int n = 100;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = i;
    int *d;
    cudaMalloc(&d, 3 * n * sizeof(int));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    auto ends = thrust::stable_partition_copy(thrust::device, d, d + n, d + n, d + 2 * n, IsEven{});
    int *mid = thrust::partition(thrust::device, d, d + n, IsEven{});
    int *point = thrust::partition_point(thrust::device, d + n, d + 2 * n, IsEven{});
    bool parted = thrust::is_partitioned(thrust::device, d, d + n, IsEven{});
    int evens[3];
    cudaMemcpy(evens, d + n, sizeof(evens), cudaMemcpyDeviceToHost);
    long nmid = mid - d, npt = point - (d + n), nt = ends.first - (d + n);
    cudaFree(d);
    return nmid == 50 && npt == 50 && nt == 50 && parted && evens[2] == 4 ? 0 : 1;
}
