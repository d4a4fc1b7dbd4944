// Exercises <thrust/for_each.h>: thrust::for_each and for_each_n with functors that write through a pointer.
#include <thrust/for_each.h>
#include <thrust/execution_policy.h>

struct Clamp {
    float lo, hi;
    __host__ __device__ void operator()(float &x) const { x = x < lo ? lo : (x > hi ? hi : x); }
};

struct Count {
    int *counter;
    __device__ void operator()(float x) const
    {
        if (x == 1.0f)
            atomicAdd(counter, 1);
    }
};

int main()
{
    const int n = 1000;
    float h[n];
    for (int i = 0; i < n; ++i)
        h[i] = (i - 500) * 0.01f;
    float *d;
    int *dc, count = 0;
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&dc, sizeof(int));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemset(dc, 0, sizeof(int));
    thrust::for_each(thrust::device, d, d + n, Clamp{-1.0f, 1.0f});
    thrust::for_each_n(thrust::device, d, n, Count{dc});
    cudaMemcpy(&count, dc, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dc);
    return count == 400 ? 0 : 1;
}
