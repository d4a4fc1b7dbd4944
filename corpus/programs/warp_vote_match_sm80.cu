// Warp-level primitives on sm_80: __match_any_sync to group lanes by key, __reduce_add_sync/__reduce_max_sync,
// __any_sync/__all_sync votes and __activemask; used to aggregate atomics per distinct key within a warp.
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

__global__ void aggregated_histogram(const int *keys, int n, unsigned *bins, unsigned *atomics_issued, unsigned *warp_max)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x & 31;
    int key = i < n ? keys[i] : -1;
    unsigned peers = __match_any_sync(0xffffffffu, key);
    int leader = __ffs(peers) - 1;
    if (key >= 0 && lane == leader) {
        atomicAdd(&bins[key], static_cast<unsigned>(__popc(peers)));
        atomicAdd(atomics_issued, 1u);
    }
    unsigned valid = __reduce_add_sync(0xffffffffu, key >= 0 ? 1u : 0u);
    unsigned biggest = __reduce_max_sync(0xffffffffu, key >= 0 ? static_cast<unsigned>(key) : 0u);
    bool any_big = __any_sync(0xffffffffu, key > 14);
    bool all_valid = __all_sync(0xffffffffu, key >= 0);
    if (lane == 0 && valid > 0) {
        atomicMax(warp_max, biggest);
        if (any_big && !all_valid)
            atomicAdd(atomics_issued + 1, 1u);
    }
}

int main()
{
    const int n = 100000, nbins = 16;
    std::vector<int> keys(n);
    for (int i = 0; i < n; ++i)
        keys[i] = (i / 7) % nbins;
    int *d_keys;
    unsigned *d_bins, *d_stats;
    CUDA_CHECK(cudaMalloc(&d_keys, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_bins, nbins * sizeof(unsigned)));
    CUDA_CHECK(cudaMalloc(&d_stats, 3 * sizeof(unsigned)));
    CUDA_CHECK(cudaMemcpy(d_keys, keys.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(d_bins, 0, nbins * sizeof(unsigned)));
    CUDA_CHECK(cudaMemset(d_stats, 0, 3 * sizeof(unsigned)));
    aggregated_histogram<<<(n + 255) / 256, 256>>>(d_keys, n, d_bins, d_stats, d_stats + 2);
    CUDA_CHECK(cudaGetLastError());
    unsigned bins[nbins], stats[3];
    CUDA_CHECK(cudaMemcpy(bins, d_bins, sizeof(bins), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(stats, d_stats, sizeof(stats), cudaMemcpyDeviceToHost));

    unsigned want[nbins] = {};
    for (int k : keys)
        ++want[k];
    unsigned want_atomics = 0, want_partial_big = 0;
    for (int w = 0; w * 32 < n; ++w) {
        bool seen[nbins] = {};
        bool big = false, all_valid = true;
        for (int l = 0; l < 32; ++l) {
            int i = w * 32 + l;
            if (i < n) {
                seen[keys[i]] = true;
                big |= keys[i] > 14;
            } else {
                all_valid = false;
            }
        }
        for (bool s : seen)
            want_atomics += s;
        want_partial_big += big && !all_valid;
    }
    int bad = 0;
    for (int b = 0; b < nbins; ++b)
        bad += bins[b] != want[b];
    std::printf("atomics issued %u (want %u, vs %d unaggregated), max key %u\n", stats[0], want_atomics, n, stats[2]);
    CUDA_CHECK(cudaFree(d_keys));
    CUDA_CHECK(cudaFree(d_bins));
    CUDA_CHECK(cudaFree(d_stats));
    bool ok = bad == 0 && stats[0] == want_atomics && stats[1] == want_partial_big && stats[2] == nbins - 1;
    std::printf("%s: warp_vote_match_sm80\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
