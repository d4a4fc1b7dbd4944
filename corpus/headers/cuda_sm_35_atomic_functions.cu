// Exercises <sm_35_atomic_functions.h>: the sm_35 atomics header with 64-bit min/max on unsigned values.
#include <sm_35_atomic_functions.h>

__global__ void max_key(const unsigned long long *keys, int n, unsigned long long *best)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicMax(best, keys[i]);
}

int main()
{
    const int n = 500;
    unsigned long long h[n];
    for (int i = 0; i < n; ++i)
        h[i] = (static_cast<unsigned long long>(i) << 32) | (n - i);
    unsigned long long *d, best = 0;
    cudaMalloc(&d, sizeof(h) + sizeof(best));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemset(d + n, 0, sizeof(best));
    max_key<<<(n + 127) / 128, 128>>>(d, n, d + n);
    cudaMemcpy(&best, d + n, sizeof(best), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return best == h[n - 1] ? 0 : 1;
}
