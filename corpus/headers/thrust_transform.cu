// Exercises <thrust/transform.h>: unary/binary thrust::transform and transform_if with functors.
#include <thrust/transform.h>
#include <thrust/execution_policy.h>

struct Saxpy {
    float a;
    __host__ __device__ float operator()(float x, float y) const { return a * x + y; }
};

struct Negate {
    __host__ __device__ float operator()(float x) const { return -x; }
};

struct IsPositive {
    __host__ __device__ bool operator()(float x) const { return x > 0.0f; }
};

int main()
{
    const int n = 4096;
    float *h = new float[n];
    for (int i = 0; i < n; ++i)
        h[i] = static_cast<float>(i % 10) - 5.0f;
    float *x, *y;
    cudaMalloc(&x, n * sizeof(float));
    cudaMalloc(&y, n * sizeof(float));
    cudaMemcpy(x, h, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(y, h, n * sizeof(float), cudaMemcpyHostToDevice);
    thrust::transform(thrust::device, x, x + n, y, y, Saxpy{2.0f});
    thrust::transform_if(thrust::device, y, y + n, y, Negate{}, IsPositive{});
    cudaMemcpy(h, y, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(x);
    cudaFree(y);
    bool ok = h[0] == -15.0f && h[9] == -12.0f && h[5] == 0.0f;
    delete[] h;
    return ok ? 0 : 1;
}
