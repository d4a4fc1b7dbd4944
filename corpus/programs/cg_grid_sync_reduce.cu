// Single-kernel global reduction with cooperative groups: grid.sync() between phases,
// launched with cudaLaunchCooperativeKernel and an occupancy-derived grid size.
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

__global__ void normalize_by_sum(float *data, float *partials, int n)
{
    cg::grid_group grid = cg::this_grid();
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    extern __shared__ float warp_sums[];

    float local = 0.0f;
    for (unsigned long long i = grid.thread_rank(); i < static_cast<unsigned long long>(n); i += grid.size())
        local += data[i];
    for (int offset = 16; offset > 0; offset /= 2)
        local += warp.shfl_down(local, offset);
    if (warp.thread_rank() == 0)
        warp_sums[warp.meta_group_rank()] = local;
    block.sync();
    if (block.thread_rank() == 0) {
        float s = 0.0f;
        for (unsigned w = 0; w < warp.meta_group_size(); ++w)
            s += warp_sums[w];
        partials[blockIdx.x] = s;
    }
    grid.sync();
    if (grid.thread_rank() == 0) {
        float total = 0.0f;
        for (unsigned b = 0; b < gridDim.x; ++b)
            total += partials[b];
        partials[gridDim.x] = total;
    }
    grid.sync();
    float total = partials[gridDim.x];
    for (unsigned long long i = grid.thread_rank(); i < static_cast<unsigned long long>(n); i += grid.size())
        data[i] /= total;
}

int main()
{
    int dev = 0, coop = 0;
    CUDA_CHECK(cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, dev));
    if (!coop) {
        std::printf("device does not support cooperative launch\nFAIL: cg_grid_sync_reduce\n");
        return 1;
    }
    const int n = 1 << 20, threads = 256;
    const size_t smem = (threads / 32) * sizeof(float);
    int blocks_per_sm = 0, sms = 0;
    CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_per_sm, normalize_by_sum, threads, smem));
    CUDA_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
    int blocks = blocks_per_sm * sms;

    std::vector<float> h(n);
    for (int i = 0; i < n; ++i)
        h[i] = static_cast<float>(1 + i % 4);
    double want_total = 0.0;
    for (float v : h)
        want_total += v;

    float *d_data, *d_partials;
    CUDA_CHECK(cudaMalloc(&d_data, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_partials, (blocks + 1) * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(d_data, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    int count = n;
    void *args[] = {&d_data, &d_partials, &count};
    CUDA_CHECK(cudaLaunchCooperativeKernel(reinterpret_cast<void *>(normalize_by_sum), dim3(blocks), dim3(threads),
                                           args, smem, 0));
    CUDA_CHECK(cudaDeviceSynchronize());

    float total = 0.0f;
    CUDA_CHECK(cudaMemcpy(&total, d_partials + blocks, sizeof(float), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(h.data(), d_data, n * sizeof(float), cudaMemcpyDeviceToHost));
    double check = 0.0;
    for (float v : h)
        check += v;
    std::printf("grid of %d blocks, total %.1f (want %.1f), normalised sum %.6f\n", blocks, total, want_total, check);
    CUDA_CHECK(cudaFree(d_data));
    CUDA_CHECK(cudaFree(d_partials));
    bool ok = total == static_cast<float>(want_total) && check > 0.9999 && check < 1.0001;
    std::printf("%s: cg_grid_sync_reduce\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
