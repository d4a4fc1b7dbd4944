// Exercises <thrust/mismatch.h>: locating the first differing element of two device arrays.
#include <thrust/mismatch.h>
#include <thrust/execution_policy.h>

int main()
{
    const int n = 4096;
    int *a = new int[n], *b = new int[n];
    for (int i = 0; i < n; ++i)
        a[i] = b[i] = i;
    b[3000] = -1;
    int *d;
    cudaMalloc(&d, 2 * n * sizeof(int));
    cudaMemcpy(d, a, n * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(d + n, b, n * sizeof(int), cudaMemcpyHostToDevice);
    auto m = thrust::mismatch(thrust::device, d, d + n, d + n);
    long where = m.first - d;
    auto same = thrust::mismatch(thrust::device, d, d + 100, d + n);
    bool prefix_equal = same.first == d + 100;
    cudaFree(d);
    delete[] a;
    delete[] b;
    return where == 3000 && prefix_equal ? 0 : 1;
}
