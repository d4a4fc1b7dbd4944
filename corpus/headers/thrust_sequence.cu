// Exercises <thrust/sequence.h>: thrust::sequence with default, start, and start+step forms.
#include <thrust/sequence.h>
#include <thrust/execution_policy.h>

int main()
{
    const int n = 100;
    int *d;
    double *dd;
    cudaMalloc(&d, n * sizeof(int));
    cudaMalloc(&dd, n * sizeof(double));
    thrust::sequence(thrust::device, d, d + n);
    thrust::sequence(thrust::device, dd, dd + n, 1.0, 0.5);
    int h[n];
    double hd[n];
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaMemcpy(hd, dd, sizeof(hd), cudaMemcpyDeviceToHost);
    thrust::sequence(h, h + 10, 50);
    cudaFree(d);
    cudaFree(dd);
    return h[9] == 59 && h[99] == 99 && hd[99] == 50.5 ? 0 : 1;
}
