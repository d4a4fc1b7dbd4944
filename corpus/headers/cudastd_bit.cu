// Exercises <cuda/std/bit>: popcount/countl_zero/bit_ceil/bit_cast/rotl in device code.
#include <cuda/std/bit>

__global__ void bit_stats(const unsigned *v, int *pop, int *lz, unsigned *ceil2, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        pop[i] = cuda::std::popcount(v[i]);
        lz[i] = cuda::std::countl_zero(v[i]);
        ceil2[i] = cuda::std::bit_ceil(v[i] | 1u) ^ cuda::std::rotl(0u, 3);
    }
}

__global__ void float_bits(const float *f, unsigned *bits, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        bits[i] = cuda::std::bit_cast<unsigned>(f[i]);
}

int main()
{
    const int n = 4;
    unsigned h[n] = {0u, 1u, 255u, 0x80000000u}, c[n], b[n];
    int pop[n], lz[n];
    float f[n] = {1.0f, -2.0f, 0.5f, 0.0f};
    unsigned *du;
    int *di;
    float *df;
    cudaMalloc(&du, 3 * sizeof(h));
    cudaMalloc(&di, 2 * sizeof(pop));
    cudaMalloc(&df, sizeof(f));
    cudaMemcpy(du, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemcpy(df, f, sizeof(f), cudaMemcpyHostToDevice);
    bit_stats<<<1, n>>>(du, di, di + n, du + n, n);
    float_bits<<<1, n>>>(df, du + 2 * n, n);
    cudaMemcpy(pop, di, sizeof(pop), cudaMemcpyDeviceToHost);
    cudaMemcpy(lz, di + n, sizeof(lz), cudaMemcpyDeviceToHost);
    cudaMemcpy(c, du + n, sizeof(c), cudaMemcpyDeviceToHost);
    cudaMemcpy(b, du + 2 * n, sizeof(b), cudaMemcpyDeviceToHost);
    cudaFree(du);
    cudaFree(di);
    cudaFree(df);
    static_assert(cuda::std::has_single_bit(64u), "");
    return pop[2] == 8 && lz[0] == 32 && c[2] == 256u && b[0] == 0x3f800000u ? 0 : 1;
}
