// Exercises <cuda/std/cstring>: cuda::std::memcpy/memset in device code for type punning.
#include <cuda/std/cstring>

__global__ void float_to_bits(const float *f, unsigned *bits, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned u;
        cuda::std::memcpy(&u, &f[i], sizeof(u));
        bits[i] = u;
    }
}

__global__ void clear_rows(int *m, int cols, int rows)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows && r % 2 == 1)
        cuda::std::memset(m + r * cols, 0, cols * sizeof(int));
}

int main()
{
    float f[4] = {1.0f, -1.0f, 0.0f, 2.0f};
    unsigned bits[4];
    float *df;
    unsigned *db;
    cudaMalloc(&df, sizeof(f));
    cudaMalloc(&db, sizeof(bits));
    cudaMemcpy(df, f, sizeof(f), cudaMemcpyHostToDevice);
    float_to_bits<<<1, 4>>>(df, db, 4);
    cudaMemcpy(bits, db, sizeof(bits), cudaMemcpyDeviceToHost);
    int m[4][8], *dm;
    cudaMalloc(&dm, sizeof(m));
    cudaMemset(dm, 1, sizeof(m));
    clear_rows<<<1, 4>>>(dm, 8, 4);
    cudaMemcpy(m, dm, sizeof(m), cudaMemcpyDeviceToHost);
    cudaFree(df);
    cudaFree(db);
    cudaFree(dm);
    return bits[1] == 0xbf800000u && m[1][7] == 0 && m[2][0] == 0x01010101 ? 0 : 1;
}
