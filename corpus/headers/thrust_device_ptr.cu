// Exercises <thrust/device_ptr.h>: wrapping cudaMalloc memory in thrust::device_ptr and device_reference access.
#include <thrust/device_ptr.h>

__global__ void iota(int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = i;
}

int main()
{
    const int n = 100;
    int *raw;
    cudaMalloc(&raw, n * sizeof(int));
    thrust::device_ptr<int> p = thrust::device_pointer_cast(raw);
    iota<<<1, n>>>(thrust::raw_pointer_cast(p), n);
    int tenth = p[10];
    p[0] = 42;
    thrust::device_reference<int> ref = *(p + 50);
    ref += 1;
    int fifty = p[50];
    int zero = *p;
    long span = (p + n) - p;
    cudaFree(raw);
    return tenth == 10 && fifty == 51 && zero == 42 && span == n ? 0 : 1;
}
