// Exercises <thrust/iterator/constant_iterator.h>: constant_iterator as the second operand of a transform.
#include <thrust/iterator/constant_iterator.h>
#include <thrust/transform.h>
#include <thrust/execution_policy.h>

struct Add {
    __host__ __device__ int operator()(int a, int b) const { return a + b; }
};

int main()
{
    const int n = 64;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = i;
    int *d;
    cudaMalloc(&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    thrust::constant_iterator<int> tens(10);
    thrust::transform(thrust::device, d, d + n, tens, d, Add{});
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    auto sevens = thrust::make_constant_iterator(7);
    return h[63] == 73 && sevens[1000] == 7 ? 0 : 1;
}
