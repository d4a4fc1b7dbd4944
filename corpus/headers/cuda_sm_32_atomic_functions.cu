// Exercises <sm_32_atomic_functions.h>: 64-bit atomicMin/atomicMax/atomicAnd/atomicOr/atomicXor.
#include <sm_32_atomic_functions.h>

__global__ void extremes(const long long *v, int n, long long *lo, long long *hi, unsigned long long *bits)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        atomicMin(lo, v[i]);
        atomicMax(hi, v[i]);
        atomicOr(bits, 1ull << (i % 64));
        atomicAnd(bits + 1, ~(1ull << (i % 64)));
        atomicXor(bits + 2, static_cast<unsigned long long>(v[i]));
    }
}

int main()
{
    const int n = 128;
    long long h[n];
    for (int i = 0; i < n; ++i)
        h[i] = (i * 7919LL) % 1000 - 500;
    long long *d;
    cudaMalloc(&d, sizeof(h) + 5 * sizeof(long long));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    long long init[5] = {1LL << 62, -(1LL << 62), 0, -1, 0};
    cudaMemcpy(d + n, init, sizeof(init), cudaMemcpyHostToDevice);
    unsigned long long *bits = reinterpret_cast<unsigned long long *>(d + n + 2);
    extremes<<<1, n>>>(d, n, d + n, d + n + 1, bits);
    long long out[5];
    cudaMemcpy(out, d + n, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return out[0] == -500 && out[2] == -1 && out[3] == 0 ? 0 : 1;
}
