// Exercises <thrust/reverse.h>: thrust::reverse in place and reverse_copy on the device.
#include <thrust/reverse.h>
#include <thrust/execution_policy.h>

int main()
{
    const int n = 1001;
    int *h = new int[n];
    for (int i = 0; i < n; ++i)
        h[i] = i;
    int *d;
    cudaMalloc(&d, 2 * n * sizeof(int));
    cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
    thrust::reverse(thrust::device, d, d + n);
    thrust::reverse_copy(thrust::device, d, d + n, d + n);
    int first = -1, mid = -1, copy_first = -1;
    cudaMemcpy(&first, d, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(&mid, d + n / 2, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(&copy_first, d + n, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    delete[] h;
    return first == n - 1 && mid == n / 2 && copy_first == 0 ? 0 : 1;
}
