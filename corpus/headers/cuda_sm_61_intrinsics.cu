// Exercises <sm_61_intrinsics.h>: __dp4a/__dp2a integer dot products for int8 inference.
#include <sm_61_intrinsics.h>

__global__ void int8_dot(const int *a, const int *b, int *out, int n)
{
    int acc = 0;
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        acc = __dp4a(a[i], b[i], acc);
    atomicAdd(out, acc);
}

__global__ void int16x8_dot(const unsigned *a, const unsigned *b, unsigned *out)
{
    out[threadIdx.x] = __dp2a_lo(a[threadIdx.x], b[threadIdx.x], 0u) + __dp2a_hi(a[threadIdx.x], b[threadIdx.x], 0u);
}

int main()
{
    const int n = 256;
    int a[n], b[n];
    for (int i = 0; i < n; ++i) {
        a[i] = 0x01010101;
        b[i] = 0x02020202;
    }
    int *d, result = 0;
    cudaMalloc(&d, sizeof(a) + sizeof(b) + 2 * sizeof(int));
    cudaMemcpy(d, a, sizeof(a), cudaMemcpyHostToDevice);
    cudaMemcpy(d + n, b, sizeof(b), cudaMemcpyHostToDevice);
    cudaMemset(d + 2 * n, 0, sizeof(int));
    int8_dot<<<1, 64>>>(d, d + n, d + 2 * n, n);
    unsigned *du = reinterpret_cast<unsigned *>(d);
    int16x8_dot<<<1, 1>>>(du, du + n, du + 2 * n + 1);
    cudaMemcpy(&result, d + 2 * n, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return result == n * 8 ? 0 : 1;
}
