// Exercises <thrust/iterator/reverse_iterator.h>: a reverse (suffix) scan via make_reverse_iterator.
#include <thrust/iterator/reverse_iterator.h>
#include <thrust/scan.h>
#include <thrust/execution_policy.h>

int main()
{
    const int n = 100;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = 1;
    int *d;
    cudaMalloc(&d, 2 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    auto rin = thrust::make_reverse_iterator(d + n);
    auto rout = thrust::make_reverse_iterator(d + 2 * n);
    thrust::inclusive_scan(thrust::device, rin, rin + n, rout);
    int suffix[n];
    cudaMemcpy(suffix, d + n, sizeof(suffix), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return suffix[0] == n && suffix[n - 1] == 1 ? 0 : 1;
}
