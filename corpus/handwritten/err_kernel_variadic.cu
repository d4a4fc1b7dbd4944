#include "prelude.cuh"

// Mistake: a printf-style kernel with a C ellipsis parameter.
// (A variadic *template* kernel would be fine; ... is not.)
__device__ int g_log_count;

__global__ void log_values(const char *fmt, int count, ...)
{
    if (threadIdx.x == 0 && fmt)
        g_log_count += count;
}

__global__ void scale(float *v, int n, float s)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] *= s;
}

int main()
{
    scale<<<8, 128>>>(nullptr, 1024, 0.5f);
    return 0;
}
