// Exercises <thrust/functional.h>: thrust::plus/multiplies/maximum, placeholders and not_fn-style adaptors.
#include <thrust/functional.h>
#include <thrust/transform.h>
#include <thrust/execution_policy.h>

int main()
{
    using namespace thrust::placeholders;
    const int n = 256;
    float h[n];
    for (int i = 0; i < n; ++i)
        h[i] = static_cast<float>(i);
    float *x, *y;
    cudaMalloc(&x, sizeof(h));
    cudaMalloc(&y, sizeof(h));
    cudaMemcpy(x, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemcpy(y, h, sizeof(h), cudaMemcpyHostToDevice);
    thrust::transform(thrust::device, x, x + n, y, y, 2.0f * _1 + _2);
    thrust::transform(thrust::device, x, x + n, y, y, thrust::maximum<float>());
    thrust::transform(thrust::device, y, y + n, y, thrust::negate<float>());
    cudaMemcpy(h, y, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(x);
    cudaFree(y);
    thrust::plus<int> add;
    thrust::multiplies<int> mul;
    thrust::less<int> lt;
    return h[10] == -30.0f && add(2, 3) == 5 && mul(4, 5) == 20 && lt(1, 2) ? 0 : 1;
}
