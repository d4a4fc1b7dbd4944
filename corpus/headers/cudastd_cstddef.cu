// Exercises <cuda/std/cstddef>: cuda::std::size_t, ptrdiff_t, byte and nullptr_t in device code.
#include <cuda/std/cstddef>

__global__ void xor_bytes(cuda::std::byte *data, cuda::std::size_t n, cuda::std::byte key)
{
    cuda::std::size_t i = blockIdx.x * static_cast<cuda::std::size_t>(blockDim.x) + threadIdx.x;
    if (i < n)
        data[i] ^= key;
}

__device__ cuda::std::ptrdiff_t distance(const int *a, const int *b)
{
    return b - a;
}

__global__ void span_len(const int *first, const int *last, cuda::std::ptrdiff_t *out)
{
    *out = distance(first, last);
}

int main()
{
    const cuda::std::size_t n = 64;
    unsigned char h[n];
    for (cuda::std::size_t i = 0; i < n; ++i)
        h[i] = static_cast<unsigned char>(i);
    cuda::std::byte *d;
    cudaMalloc(&d, n);
    cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
    xor_bytes<<<1, n>>>(d, n, cuda::std::byte{0xFF});
    cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
    cudaFree(d);
    int *buf;
    cuda::std::ptrdiff_t *dl, len = 0;
    cudaMalloc(&buf, 16 * sizeof(int));
    cudaMalloc(&dl, sizeof(len));
    span_len<<<1, 1>>>(buf, buf + 16, dl);
    cudaMemcpy(&len, dl, sizeof(len), cudaMemcpyDeviceToHost);
    cudaFree(buf);
    cudaFree(dl);
    cuda::std::nullptr_t none = nullptr;
    return h[0] == 0xFF && len == 16 && none == nullptr ? 0 : 1;
}
