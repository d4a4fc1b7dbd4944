// Exercises <cooperative_groups/scan.h>: cg::inclusive_scan and cg::exclusive_scan within a warp tile.
#include <cooperative_groups/scan.h>

namespace cg = cooperative_groups;

__global__ void stream_compact(const int *flags, int *positions, int *counts)
{
    auto tile = cg::tiled_partition<32>(cg::this_thread_block());
    int f = flags[blockIdx.x * blockDim.x + threadIdx.x];
    int excl = cg::exclusive_scan(tile, f);
    int incl = cg::inclusive_scan(tile, f, cg::plus<int>());
    positions[blockIdx.x * blockDim.x + threadIdx.x] = f ? excl : -1;
    if (tile.thread_rank() == tile.num_threads() - 1)
        counts[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = incl;
}

int main()
{
    const int n = 128;
    int flags[n], pos[n], counts[n / 32];
    for (int i = 0; i < n; ++i)
        flags[i] = (i % 3) == 0;
    int *d;
    cudaMalloc(&d, sizeof(flags) + sizeof(pos) + sizeof(counts));
    cudaMemcpy(d, flags, sizeof(flags), cudaMemcpyHostToDevice);
    stream_compact<<<1, n>>>(d, d + n, d + 2 * n);
    cudaMemcpy(pos, d + n, sizeof(pos), cudaMemcpyDeviceToHost);
    cudaMemcpy(counts, d + 2 * n, sizeof(counts), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return pos[3] == 1 && pos[1] == -1 && counts[0] == 11 ? 0 : 1;
}
