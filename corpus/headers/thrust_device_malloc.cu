// Exercises <thrust/device_malloc.h> and device_free: typed device allocation returning thrust::device_ptr.
#include <thrust/device_malloc.h>
#include <thrust/device_free.h>

__global__ void fill(double *v, int n, double x)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = x;
}

int main()
{
    const int n = 512;
    thrust::device_ptr<double> p = thrust::device_malloc<double>(n);
    fill<<<2, 256>>>(thrust::raw_pointer_cast(p), n, 3.25);
    double last = p[n - 1];
    thrust::device_ptr<void> bytes = thrust::device_malloc(64);
    thrust::device_free(bytes);
    thrust::device_free(p);
    return last == 3.25 ? 0 : 1;
}
