// Exercises <cuda/std/cstdint>: cuda::std::uint32_t/int64_t fixed-width types in a device FNV-1a hash.
#include <cuda/std/cstdint>

__device__ cuda::std::uint32_t fnv1a(const unsigned char *s, int n)
{
    cuda::std::uint32_t h = 2166136261u;
    for (int i = 0; i < n; ++i) {
        h ^= s[i];
        h *= 16777619u;
    }
    return h;
}

__global__ void hash_rows(const unsigned char *data, int row_len, cuda::std::uint32_t *out, int rows)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows)
        out[r] = fnv1a(data + r * row_len, row_len);
}

int main()
{
    const int rows = 4, len = 8;
    unsigned char h[rows * len];
    for (int i = 0; i < rows * len; ++i)
        h[i] = static_cast<unsigned char>('a' + i % 26);
    unsigned char *d;
    cuda::std::uint32_t *dh, out[rows];
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&dh, sizeof(out));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    hash_rows<<<1, rows>>>(d, len, dh, rows);
    cudaMemcpy(out, dh, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dh);
    cuda::std::int64_t wide = static_cast<cuda::std::int64_t>(out[0]) << 1;
    return out[0] != out[1] && wide > 0 && INT32_MAX == 2147483647 ? 0 : 1;
}
