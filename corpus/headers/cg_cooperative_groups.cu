// Exercises <cooperative_groups.h>: thread_block, tiled_partition, coalesced_threads and tile shuffles.
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__device__ int tile_sum(cg::thread_block_tile<32> tile, int v)
{
    for (int offset = tile.size() / 2; offset > 0; offset /= 2)
        v += tile.shfl_down(v, offset);
    return v;
}

__global__ void block_sums(const int *in, int *out, int n)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    int i = block.group_index().x * block.size() + block.thread_rank();
    int v = i < n ? in[i] : 0;
    int s = tile_sum(warp, v);
    if (warp.thread_rank() == 0)
        atomicAdd(&out[block.group_index().x], s);
    if (v % 2) {
        cg::coalesced_group odd = cg::coalesced_threads();
        if (odd.thread_rank() == 0)
            atomicAdd(&out[gridDim.x], static_cast<int>(odd.size()));
    }
    block.sync();
}

int main()
{
    const int n = 1024, threads = 256, blocks = n / threads;
    int h[n], out[blocks + 1];
    for (int i = 0; i < n; ++i)
        h[i] = i % 4;
    int *d;
    cudaMalloc(&d, sizeof(h) + sizeof(out));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemset(d + n, 0, sizeof(out));
    block_sums<<<blocks, threads>>>(d, d + n, n);
    cudaMemcpy(out, d + n, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return out[0] == 384 && out[blocks] == n / 2 ? 0 : 1;
}
