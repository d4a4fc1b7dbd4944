#include "prelude.cuh"
struct __device_builtin__ __nv_lambda_preheader_injection { };

// Extended __device__ lambdas (--extended-lambda) created in host code and
// passed by value to a generic "for_each" kernel, with captures.
template <typename F>
__global__ void for_each_index(int n, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) f(i);
}

template <typename F>
void parallel_for(int n, F f)
{
    for_each_index<<<(n + 255) / 256, 256>>>(n, f);
}

void saxpy(int n, float a, const float *x, float *y)
{
    parallel_for(n, [=] __device__(int i) { y[i] = a * x[i] + y[i]; });
}

void clamp_all(int n, float lo, float hi, float *v)
{
    auto clamp = [lo, hi] __device__(int i, float *p) {
        float t = p[i];
        p[i] = t < lo ? lo : (t > hi ? hi : t);
    };
    parallel_for(n, [clamp, v] __device__(int i) { clamp(i, v); });
}

int main()
{
    float *x = nullptr, *y = nullptr;
    saxpy(1 << 16, 2.0f, x, y);
    clamp_all(1 << 16, -1.0f, 1.0f, y);
    int *counts = nullptr;
    parallel_for(64, [counts] __device__(int i) { counts[i] = i * i; });
    return 0;
}
