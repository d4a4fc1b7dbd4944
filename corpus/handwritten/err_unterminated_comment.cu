#include "prelude.cuh"

// Mistake: a block comment that is never closed swallows the rest of the file.
__global__ void relu(float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && v[i] < 0.0f) v[i] = 0.0f;
}

/* TODO: fuse with the bias kernel
__global__ void bias_relu(float *v, const float *b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = v[i] + b[i] > 0.0f ? v[i] + b[i] : 0.0f;
}

int main()
{
    relu<<<8, 128>>>(nullptr, 1024);
    return 0;
}
