#include "prelude.cuh"

// Mistake: the kernel signature lost a parameter during a refactoring but
// the launch site still passes the old argument list.
__global__ void copy_strided(const float *src, float *dst, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) dst[i] = src[i * 2];
}

void copy(const float *src, float *dst, int n, int stride)
{
    copy_strided<<<(n + 255) / 256, 256>>>(src, dst, n, stride);
}

int main()
{
    copy(nullptr, nullptr, 4096, 2);
    return 0;
}
