// Exercises <thrust/iterator/permutation_iterator.h>: gathering through an index map with permutation_iterator.
#include <thrust/iterator/permutation_iterator.h>
#include <thrust/reduce.h>
#include <thrust/execution_policy.h>

int main()
{
    const int n = 10, m = 4;
    float values[n];
    int map[m] = {9, 0, 3, 3};
    for (int i = 0; i < n; ++i)
        values[i] = 10.0f * i;
    float *dv;
    int *dm;
    cudaMalloc(&dv, sizeof(values));
    cudaMalloc(&dm, sizeof(map));
    cudaMemcpy(dv, values, sizeof(values), cudaMemcpyHostToDevice);
    cudaMemcpy(dm, map, sizeof(map), cudaMemcpyHostToDevice);
    auto first = thrust::make_permutation_iterator(dv, dm);
    float sum = thrust::reduce(thrust::device, first, first + m);
    thrust::permutation_iterator<float *, int *> host_perm(values, map);
    float last = host_perm[0];
    cudaFree(dv);
    cudaFree(dm);
    return sum == 90.0f + 0.0f + 30.0f + 30.0f && last == 90.0f ? 0 : 1;
}
