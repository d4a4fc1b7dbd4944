// Exercises <cuda/std/cmath>: cuda::std math functions (sqrt, exp, isnan, lerp) in host and device code.
#include <cuda/std/cmath>

__host__ __device__ float logistic(float x)
{
    return 1.0f / (1.0f + cuda::std::exp(-x));
}

__global__ void activations(const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = logistic(x[i]) + cuda::std::sqrt(cuda::std::fabs(x[i]));
        y[i] = cuda::std::isnan(v) ? 0.0f : cuda::std::lerp(0.0f, v, 0.5f);
    }
}

int main()
{
    const int n = 8;
    float x[n], y[n];
    for (int i = 0; i < n; ++i)
        x[i] = i - 4.0f;
    float *d;
    cudaMalloc(&d, 2 * sizeof(x));
    cudaMemcpy(d, x, sizeof(x), cudaMemcpyHostToDevice);
    activations<<<1, n>>>(d, d + n, n);
    cudaMemcpy(y, d + n, sizeof(y), cudaMemcpyDeviceToHost);
    cudaFree(d);
    float want = 0.5f * (logistic(0.0f) + 0.0f);
    return cuda::std::fabs(y[4] - want) < 1e-6f && cuda::std::signbit(-1.0) ? 0 : 1;
}
