// Exercises <thrust/extrema.h>: thrust::min_element, max_element and minmax_element on the device.
#include <thrust/extrema.h>
#include <thrust/execution_policy.h>

int main()
{
    const int n = 777;
    double h[n];
    for (int i = 0; i < n; ++i)
        h[i] = (i - 300) * (i - 300) * 0.5;
    double *d;
    cudaMalloc(&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    double *mn = thrust::min_element(thrust::device, d, d + n);
    double *mx = thrust::max_element(thrust::device, d, d + n);
    auto both = thrust::minmax_element(thrust::device, d, d + n);
    long imin = mn - d, imax = mx - d;
    bool same = both.first == mn && both.second == mx;
    cudaFree(d);
    return imin == 300 && imax == n - 1 && same ? 0 : 1;
}
