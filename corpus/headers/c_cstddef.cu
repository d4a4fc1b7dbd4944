// Exercises <cstddef>: std::size_t, std::ptrdiff_t, offsetof and std::byte in a struct-of-arrays copy.
#include <cstddef>

struct Vertex {
    float pos[3];
    float normal[3];
    unsigned color;
};

__global__ void extract_colors(const Vertex *v, unsigned *colors, std::size_t n)
{
    std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x;
    if (i < n)
        colors[i] = v[i].color;
}

int main()
{
    constexpr std::size_t n = 32;
    Vertex h[n] = {};
    for (std::size_t i = 0; i < n; ++i)
        h[i].color = static_cast<unsigned>(i * 0x010101u);
    Vertex *dv;
    unsigned *dc, colors[n];
    cudaMalloc(&dv, sizeof(h));
    cudaMalloc(&dc, sizeof(colors));
    cudaMemcpy(dv, h, sizeof(h), cudaMemcpyHostToDevice);
    extract_colors<<<1, n>>>(dv, dc, n);
    cudaMemcpy(colors, dc, sizeof(colors), cudaMemcpyDeviceToHost);
    cudaFree(dv);
    cudaFree(dc);
    std::ptrdiff_t span = &h[n - 1] - &h[0];
    std::byte b{0x0F};
    b <<= 1;
    static_assert(offsetof(Vertex, color) == 6 * sizeof(float));
    return colors[2] == 0x020202u && span == 31 && std::to_integer<int>(b) == 0x1E ? 0 : 1;
}
