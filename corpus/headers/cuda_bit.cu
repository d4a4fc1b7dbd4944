// Exercises <cuda/bit>: cuda::bit_reverse, cuda::bitfield_insert and cuda::bitfield_extract.
#include <cuda/bit>

__global__ void bit_ops(const unsigned *v, unsigned *rev, unsigned *field, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        rev[i] = cuda::bit_reverse(v[i]);
        unsigned packed = cuda::bitfield_insert(0u, v[i] & 0xFu, 8, 4);
        field[i] = cuda::bitfield_extract(packed, 8, 4);
    }
}

int main()
{
    const int n = 4;
    unsigned h[n] = {1u, 0x80000000u, 0xF0u, 0x12345678u}, rev[n], field[n];
    unsigned *d;
    cudaMalloc(&d, 3 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    bit_ops<<<1, n>>>(d, d + n, d + 2 * n, n);
    cudaMemcpy(rev, d + n, sizeof(rev), cudaMemcpyDeviceToHost);
    cudaMemcpy(field, d + 2 * n, sizeof(field), cudaMemcpyDeviceToHost);
    cudaFree(d);
    static_assert(cuda::bit_reverse(uint8_t{1}) == 0x80, "");
    return rev[0] == 0x80000000u && rev[1] == 1u && field[3] == 8u && field[2] == 0u ? 0 : 1;
}
