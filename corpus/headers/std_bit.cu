// Exercises <bit> (C++20): std::popcount/bit_width/bit_cast on the host to validate __popc on the device.
#include <bit>

__global__ void device_popcount(const unsigned *v, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = __popc(v[i]);
}

int main()
{
    const int n = 64;
    unsigned h[n];
    int counts[n];
    for (int i = 0; i < n; ++i)
        h[i] = std::rotl(0x9E3779B9u, i) ^ static_cast<unsigned>(i);
    unsigned *dv;
    int *dc;
    cudaMalloc(&dv, sizeof(h));
    cudaMalloc(&dc, sizeof(counts));
    cudaMemcpy(dv, h, sizeof(h), cudaMemcpyHostToDevice);
    device_popcount<<<1, n>>>(dv, dc, n);
    cudaMemcpy(counts, dc, sizeof(counts), cudaMemcpyDeviceToHost);
    cudaFree(dv);
    cudaFree(dc);

    int mismatches = 0;
    for (int i = 0; i < n; ++i)
        mismatches += counts[i] != std::popcount(h[i]);
    static_assert(std::bit_width(255u) == 8 && std::has_single_bit(64u));
    auto bits = std::bit_cast<unsigned>(1.0f);
    return mismatches == 0 && bits == 0x3f800000u && std::bit_ceil(17u) == 32u && std::endian::native == std::endian::little ? 0 : 1;
}
