#include "prelude.cuh"

// Mistake: a typo in a variable name inside a kernel (blockSize vs block_size).
__global__ void add_bias(float *v, const float *bias, int n, int block_size)
{
    int i = blockIdx.x * block_size + threadIdx.x;
    if (i < n)
        v[i] += bias[i % blockSize];
}

void launch(float *v, const float *bias, int n)
{
    const int block_size = 256;
    add_bias<<<(n + block_size - 1) / block_size, block_size>>>(v, bias, n, block_size);
}

int main()
{
    launch(nullptr, nullptr, 1 << 16);
    return 0;
}
