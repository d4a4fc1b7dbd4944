// Exercises <thrust/binary_search.h>: vectorised lower_bound/upper_bound and scalar binary_search on the device.
#include <thrust/binary_search.h>
#include <thrust/execution_policy.h>

int main()
{
    const int n = 100, q = 5;
    int sorted[n], queries[q] = {-1, 0, 50, 51, 1000};
    for (int i = 0; i < n; ++i)
        sorted[i] = 2 * i;
    int *d;
    cudaMalloc(&d, (n + 3 * q) * sizeof(int));
    int *dq = d + n, *dlo = d + n + q, *dhi = d + n + 2 * q;
    cudaMemcpy(d, sorted, sizeof(sorted), cudaMemcpyHostToDevice);
    cudaMemcpy(dq, queries, sizeof(queries), cudaMemcpyHostToDevice);
    thrust::lower_bound(thrust::device, d, d + n, dq, dq + q, dlo);
    thrust::upper_bound(thrust::device, d, d + n, dq, dq + q, dhi);
    bool found = thrust::binary_search(thrust::device, d, d + n, 98);
    bool missing = thrust::binary_search(thrust::device, d, d + n, 99);
    int lo[q], hi[q];
    cudaMemcpy(lo, dlo, sizeof(lo), cudaMemcpyDeviceToHost);
    cudaMemcpy(hi, dhi, sizeof(hi), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return found && !missing && lo[2] == 25 && hi[2] == 26 && lo[3] == 26 && lo[4] == n ? 0 : 1;
}
