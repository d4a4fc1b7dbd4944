// Exercises <cuda/std/bitset>: a per-thread cuda::std::bitset used as a small visited set.
#include <cuda/std/bitset>

__global__ void count_distinct(const unsigned char *v, int rows, int cols, int *distinct)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows)
        return;
    cuda::std::bitset<256> seen;
    for (int c = 0; c < cols; ++c)
        seen.set(v[r * cols + c]);
    distinct[r] = static_cast<int>(seen.count());
}

int main()
{
    const int rows = 4, cols = 64;
    unsigned char h[rows * cols];
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            h[r * cols + c] = static_cast<unsigned char>(c % (r + 1) * 3);
    unsigned char *d;
    int *dd, out[rows];
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&dd, sizeof(out));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    count_distinct<<<1, rows>>>(d, rows, cols, dd);
    cudaMemcpy(out, dd, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dd);
    cuda::std::bitset<8> mask(0b1010'0101u);
    return out[0] == 1 && out[3] == 4 && mask.count() == 4 && mask.test(0) && !mask.all() ? 0 : 1;
}
