// Exercises <cstdint>: fixed-width integer types in a device hash kernel.
#include <cstdint>

__device__ std::uint64_t splitmix64(std::uint64_t x)
{
    x += UINT64_C(0x9E3779B97F4A7C15);
    x = (x ^ (x >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    x = (x ^ (x >> 27)) * UINT64_C(0x94D049BB133111EB);
    return x ^ (x >> 31);
}

__global__ void hash_keys(const std::uint32_t *keys, std::uint64_t *out, std::int32_t n)
{
    std::int32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = splitmix64(keys[i]);
}

int main()
{
    const std::int32_t n = 16;
    std::uint32_t keys[n];
    for (std::int32_t i = 0; i < n; ++i)
        keys[i] = static_cast<std::uint32_t>(i);
    std::uint32_t *dk;
    std::uint64_t *dh, h[n];
    cudaMalloc(&dk, sizeof(keys));
    cudaMalloc(&dh, sizeof(h));
    cudaMemcpy(dk, keys, sizeof(keys), cudaMemcpyHostToDevice);
    hash_keys<<<1, n>>>(dk, dh, n);
    cudaMemcpy(h, dh, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(dk);
    cudaFree(dh);
    std::uintptr_t addr = reinterpret_cast<std::uintptr_t>(h);
    return h[0] == UINT64_C(0xE220A8397B1DCDAF) && addr % alignof(std::uint64_t) == 0 && INT8_MIN == -128 ? 0 : 1;
}
