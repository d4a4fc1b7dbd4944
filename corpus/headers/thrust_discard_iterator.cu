// Exercises <thrust/iterator/discard_iterator.h>: discarding the keys output of reduce_by_key.
#include <thrust/iterator/discard_iterator.h>
#include <thrust/reduce.h>
#include <thrust/execution_policy.h>

int main()
{
    const int n = 100;
    int keys[n], vals[n];
    for (int i = 0; i < n; ++i) {
        keys[i] = i / 25;
        vals[i] = 2;
    }
    int *d;
    cudaMalloc(&d, 3 * n * sizeof(int));
    cudaMemcpy(d, keys, sizeof(keys), cudaMemcpyHostToDevice);
    cudaMemcpy(d + n, vals, sizeof(vals), cudaMemcpyHostToDevice);
    auto ends = thrust::reduce_by_key(thrust::device, d, d + n, d + n, thrust::make_discard_iterator(), d + 2 * n);
    int groups = static_cast<int>(ends.second - (d + 2 * n));
    int sums[4];
    cudaMemcpy(sums, d + 2 * n, sizeof(sums), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return groups == 4 && sums[3] == 50 ? 0 : 1;
}
