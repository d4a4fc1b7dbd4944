// Exercises <thrust/zip_function.h>: thrust::make_zip_function unpacking zipped tuples into a ternary functor.
#include <thrust/zip_function.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/for_each.h>
#include <thrust/execution_policy.h>

struct Fma {
    __host__ __device__ void operator()(float a, float b, float &c) const { c = a * b + c; }
};

int main()
{
    const int n = 128;
    float h[n];
    for (int i = 0; i < n; ++i)
        h[i] = static_cast<float>(i);
    float *a, *b, *c;
    cudaMalloc(&a, sizeof(h));
    cudaMalloc(&b, sizeof(h));
    cudaMalloc(&c, sizeof(h));
    cudaMemcpy(a, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemcpy(b, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemcpy(c, h, sizeof(h), cudaMemcpyHostToDevice);
    auto first = thrust::make_zip_iterator(a, b, c);
    thrust::for_each(thrust::device, first, first + n, thrust::make_zip_function(Fma{}));
    cudaMemcpy(h, c, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(a);
    cudaFree(b);
    cudaFree(c);
    return h[10] == 110.0f ? 0 : 1;
}
