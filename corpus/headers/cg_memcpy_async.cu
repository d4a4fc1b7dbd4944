// Exercises <cooperative_groups/memcpy_async.h>: cg::memcpy_async into shared memory and cg::wait.
#include <cooperative_groups/memcpy_async.h>

namespace cg = cooperative_groups;

__global__ void tile_sum(const float *in, float *out, int tile_elems)
{
    extern __shared__ float tile[];
    auto block = cg::this_thread_block();
    const float *src = in + block.group_index().x * tile_elems;
    cg::memcpy_async(block, tile, src, sizeof(float) * tile_elems);
    cg::wait(block);
    float s = 0.0f;
    for (int i = block.thread_rank(); i < tile_elems; i += block.size())
        s += tile[i];
    atomicAdd(&out[block.group_index().x], s);
}

int main()
{
    const int tiles = 8, elems = 512, n = tiles * elems;
    float *h = new float[n];
    for (int i = 0; i < n; ++i)
        h[i] = 1.0f;
    float *d, out[tiles];
    cudaMalloc(&d, (n + tiles) * sizeof(float));
    cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemset(d + n, 0, tiles * sizeof(float));
    tile_sum<<<tiles, 128, elems * sizeof(float)>>>(d, d + n, elems);
    cudaMemcpy(out, d + n, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    delete[] h;
    return out[tiles - 1] == static_cast<float>(elems) ? 0 : 1;
}
