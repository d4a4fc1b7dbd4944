// Exercises <cooperative_groups/reduce.h>: cg::reduce with cg::plus/cg::greater on tiles.
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

__global__ void tile_reduce(const float *in, float *sums, float *maxima, int n)
{
    auto block = cg::this_thread_block();
    auto tile = cg::tiled_partition<32>(block);
    int i = block.group_index().x * block.size() + block.thread_rank();
    float v = i < n ? in[i] : 0.0f;
    float s = cg::reduce(tile, v, cg::plus<float>());
    float m = cg::reduce(tile, v, cg::greater<float>());
    if (tile.thread_rank() == 0) {
        atomicAdd(sums, s);
        int warp_id = i / 32;
        maxima[warp_id] = m;
    }
}

int main()
{
    const int n = 512;
    float h[n], maxima[n / 32], sum = 0.0f;
    for (int i = 0; i < n; ++i)
        h[i] = static_cast<float>(i % 32);
    float *d;
    cudaMalloc(&d, sizeof(h) + sizeof(float) + sizeof(maxima));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemset(d + n, 0, sizeof(float));
    tile_reduce<<<n / 128, 128>>>(d, d + n, d + n + 1, n);
    cudaMemcpy(&sum, d + n, sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(maxima, d + n + 1, sizeof(maxima), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return sum == 16.0f * 496.0f && maxima[3] == 31.0f ? 0 : 1;
}
