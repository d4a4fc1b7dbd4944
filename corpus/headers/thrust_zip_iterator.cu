// Exercises <thrust/iterator/zip_iterator.h>: zip_iterator over two device arrays with a tuple functor.
#include <thrust/iterator/zip_iterator.h>
#include <thrust/transform.h>
#include <thrust/execution_policy.h>

struct Dot2 {
    __host__ __device__ float operator()(const thrust::tuple<float, float> &t) const
    {
        return thrust::get<0>(t) * thrust::get<1>(t);
    }
};

int main()
{
    const int n = 512;
    float h[n];
    for (int i = 0; i < n; ++i)
        h[i] = static_cast<float>(i);
    float *a, *b, *c;
    cudaMalloc(&a, sizeof(h));
    cudaMalloc(&b, sizeof(h));
    cudaMalloc(&c, sizeof(h));
    cudaMemcpy(a, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemcpy(b, h, sizeof(h), cudaMemcpyHostToDevice);
    auto first = thrust::make_zip_iterator(thrust::make_tuple(a, b));
    thrust::transform(thrust::device, first, first + n, c, Dot2{});
    cudaMemcpy(h, c, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(a);
    cudaFree(b);
    cudaFree(c);
    return h[20] == 400.0f ? 0 : 1;
}
