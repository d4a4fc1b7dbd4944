// Cooperative groups inside a block: static tiles of 32/8/4 threads, tile-level reductions and coalesced groups.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace cg = cooperative_groups;

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

template <typename Tile>
__device__ int tile_sum(const Tile &tile, int v)
{
    for (unsigned offset = tile.size() / 2; offset > 0; offset /= 2)
        v += tile.shfl_down(v, offset);
    return v;
}

__global__ void tile_stats(const int *in, int *sum8, int *max4, int *warp_sum, int *odd_count)
{
    cg::thread_block block = cg::this_thread_block();
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    int v = in[gid];

    auto tile8 = cg::tiled_partition<8>(block);
    int s8 = tile_sum(tile8, v);
    if (tile8.thread_rank() == 0)
        sum8[gid / 8] = s8;

    auto tile4 = cg::tiled_partition<4>(block);
    int m4 = cg::reduce(tile4, v, cg::greater<int>());
    if (tile4.thread_rank() == 0)
        max4[gid / 4] = m4;

    auto warp = cg::tiled_partition<32>(block);
    int ws = cg::reduce(warp, v, cg::plus<int>());
    if (warp.thread_rank() == 0)
        warp_sum[gid / 32] = ws;

    if (v & 1) {
        cg::coalesced_group active = cg::coalesced_threads();
        if (active.thread_rank() == 0)
            atomicAdd(odd_count, static_cast<int>(active.num_threads()));
    }
}

int main()
{
    const int blocks = 8, threads = 128, n = blocks * threads;
    std::vector<int> h(n);
    for (int i = 0; i < n; ++i)
        h[i] = (i * 37 + 11) % 101;
    int *d;
    CUDA_CHECK(cudaMalloc(&d, (n + n / 8 + n / 4 + n / 32 + 1) * sizeof(int)));
    int *d_in = d, *d_sum8 = d_in + n, *d_max4 = d_sum8 + n / 8, *d_warp = d_max4 + n / 4, *d_odd = d_warp + n / 32;
    CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(d_odd, 0, sizeof(int)));
    tile_stats<<<blocks, threads>>>(d_in, d_sum8, d_max4, d_warp, d_odd);
    CUDA_CHECK(cudaGetLastError());

    std::vector<int> sum8(n / 8), max4(n / 4), warp(n / 32);
    int odd = 0;
    CUDA_CHECK(cudaMemcpy(sum8.data(), d_sum8, sum8.size() * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(max4.data(), d_max4, max4.size() * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(warp.data(), d_warp, warp.size() * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(&odd, d_odd, sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(d));

    int bad = 0, want_odd = 0;
    for (int g = 0; g < n / 8; ++g) {
        int s = 0;
        for (int k = 0; k < 8; ++k)
            s += h[g * 8 + k];
        bad += s != sum8[g];
    }
    for (int g = 0; g < n / 4; ++g) {
        int m = h[g * 4];
        for (int k = 1; k < 4; ++k)
            m = std::max(m, h[g * 4 + k]);
        bad += m != max4[g];
    }
    for (int g = 0; g < n / 32; ++g) {
        int s = 0;
        for (int k = 0; k < 32; ++k)
            s += h[g * 32 + k];
        bad += s != warp[g];
    }
    for (int v : h)
        want_odd += v & 1;
    std::printf("mismatches %d, odd %d (want %d)\n", bad, odd, want_odd);
    bool ok = bad == 0 && odd == want_odd;
    std::printf("%s: cg_tiles_partition\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
