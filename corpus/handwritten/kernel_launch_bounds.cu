#include "prelude.cuh"

// Register-pressure tuning: __launch_bounds__ with one and two arguments,
// and __maxnreg__ on a separate kernel.
constexpr int kMaxThreads = 256;
constexpr int kMinBlocks = 4;

__global__ void __launch_bounds__(kMaxThreads) vec_add(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

__global__ void __launch_bounds__(kMaxThreads, kMinBlocks) poly_eval(const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float t = x[i];
    // Horner's scheme for 1 + 2t + 3t^2 + 4t^3
    y[i] = ((4.0f * t + 3.0f) * t + 2.0f) * t + 1.0f;
}

template <int Threads>
__global__ void __launch_bounds__(Threads) tiled_copy(const int *src, int *dst)
{
    dst[blockIdx.x * Threads + threadIdx.x] = src[blockIdx.x * Threads + threadIdx.x];
}

__global__ void __maxnreg__(40) heavy(double *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = v[i] * v[i] - 1.0;
}

int main()
{
    vec_add<<<64, kMaxThreads>>>(nullptr, nullptr, nullptr, 64 * kMaxThreads);
    poly_eval<<<32, 128>>>(nullptr, nullptr, 4096);
    tiled_copy<128><<<10, 128>>>(nullptr, nullptr);
    heavy<<<8, 64>>>(nullptr, 512);
    return 0;
}
