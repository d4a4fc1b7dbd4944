#include "prelude.cuh"

// Every function execution-space qualifier and inlining hint.
__device__ float lerp(float a, float b, float t) { return a + t * (b - a); }

__host__ float host_only_scale(float v) { return v * 1.5f; }

__host__ __device__ float clampf(float v, float lo, float hi)
{
    return v < lo ? lo : (v > hi ? hi : v);
}

__device__ __forceinline__ float smoothstep(float e0, float e1, float x)
{
    float t = clampf((x - e0) / (e1 - e0), 0.0f, 1.0f);
    return t * t * (3.0f - 2.0f * t);
}

__device__ __noinline__ int collatz_steps(unsigned long long n)
{
    int steps = 0;
    while (n != 1ull) {
        n = (n & 1ull) ? 3ull * n + 1ull : n >> 1;
        ++steps;
    }
    return steps;
}

static __device__ int sign_of(int v) { return (v > 0) - (v < 0); }

__host__ __device__ inline int ilog2(unsigned v)
{
    int r = -1;
    while (v) { v >>= 1; ++r; }
    return r;
}

__global__ void shade(const float *x, float *y, int *steps, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    y[i] = lerp(0.0f, smoothstep(0.2f, 0.8f, x[i]), 0.5f) + (float)ilog2(i + 1);
    steps[i] = collatz_steps(i + 1) * sign_of(n - i);
}

int main()
{
    float v = clampf(host_only_scale(0.9f), 0.0f, 1.0f);
    shade<<<4, 256>>>(nullptr, nullptr, nullptr, 1000);
    return ilog2(1024) + (int)v;
}
