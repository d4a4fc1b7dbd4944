#include "prelude.cuh"

// Mistake: a ';' missing at the end of a statement inside a kernel.
__global__ void dot_partial(const float *a, const float *b, float *partial, int n)
{
    float acc = 0.0f;
    int stride = blockDim.x * gridDim.x
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        acc += a[i] * b[i];
    partial[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

float dot(const float *a, const float *b, float *partial, int n)
{
    dot_partial<<<64, 256>>>(a, b, partial, n);
    return 0.0f;
}

int main()
{
    return (int)dot(nullptr, nullptr, nullptr, 1 << 20);
}
