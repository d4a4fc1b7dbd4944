// sm_80 asynchronous global->shared copies: cuda::memcpy_async with a block-scoped cuda::barrier,
// double-buffered over tiles, computing per-tile row sums that are checked on the host.
#include <cuda/barrier>
#include <cooperative_groups.h>
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

constexpr int TILE = 1024;

__global__ void tile_sums(const float *in, float *out, int tiles_per_block)
{
    __shared__ alignas(16) float buf[2][TILE];
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ cuda::barrier<cuda::thread_scope_block> bar[2];
    auto block = cg::this_thread_block();
    if (block.thread_rank() == 0) {
        init(&bar[0], block.size());
        init(&bar[1], block.size());
    }
    block.sync();

    const float *base = in + static_cast<size_t>(blockIdx.x) * tiles_per_block * TILE;
    cuda::memcpy_async(block, buf[0], base, cuda::aligned_size_t<16>(sizeof(float) * TILE), bar[0]);
    for (int t = 0; t < tiles_per_block; ++t) {
        int cur = t & 1;
        if (t + 1 < tiles_per_block)
            cuda::memcpy_async(block, buf[cur ^ 1], base + (t + 1) * TILE, cuda::aligned_size_t<16>(sizeof(float) * TILE),
                               bar[cur ^ 1]);
        bar[cur].arrive_and_wait();
        float s = 0.0f;
        for (int i = block.thread_rank(); i < TILE; i += block.size())
            s += buf[cur][i];
        for (int off = 16; off > 0; off /= 2)
            s += __shfl_down_sync(0xffffffffu, s, off);
        if ((block.thread_rank() & 31) == 0)
            atomicAdd(&out[blockIdx.x * tiles_per_block + t], s);
        block.sync();
    }
}

int main()
{
    const int blocks = 16, tiles_per_block = 8, n = blocks * tiles_per_block * TILE;
    std::vector<float> h(n);
    for (int i = 0; i < n; ++i)
        h[i] = static_cast<float>(i % 13);
    float *d_in, *d_out;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_out, blocks * tiles_per_block * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(d_out, 0, blocks * tiles_per_block * sizeof(float)));
    tile_sums<<<blocks, 256>>>(d_in, d_out, tiles_per_block);
    CUDA_CHECK(cudaGetLastError());
    std::vector<float> out(blocks * tiles_per_block);
    CUDA_CHECK(cudaMemcpy(out.data(), d_out, out.size() * sizeof(float), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int t = 0; t < blocks * tiles_per_block; ++t) {
        float want = 0.0f;
        for (int i = 0; i < TILE; ++i)
            want += h[t * TILE + i];
        bad += out[t] != want;
    }
    std::printf("%d tiles, first sum %.0f, mismatches %d\n", blocks * tiles_per_block, out[0], bad);
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_out));
    std::printf("%s: async_copy_barrier_sm80\n", bad == 0 ? "PASS" : "FAIL");
    return bad == 0 ? 0 : 1;
}
