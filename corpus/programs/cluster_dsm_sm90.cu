// Hopper thread block clusters (sm_90): a cluster-wide histogram where each block owns a slice of the
// bins in its shared memory and peers update it through distributed shared memory (map_shared_rank).
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

constexpr int kClusterSize = 4;
constexpr int kBinsPerBlock = 64;
constexpr int kBins = kClusterSize * kBinsPerBlock;

__global__ void __cluster_dims__(kClusterSize, 1, 1) cluster_histogram(const int *values, int n, int *bins)
{
    __shared__ int local_bins[kBinsPerBlock];
    cg::cluster_group cluster = cg::this_cluster();
    for (int b = threadIdx.x; b < kBinsPerBlock; b += blockDim.x)
        local_bins[b] = 0;
    cluster.sync();

    int stride = blockDim.x * gridDim.x;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
        int bin = values[i] % kBins;
        int owner = bin / kBinsPerBlock;
        int *remote = cluster.map_shared_rank(local_bins, owner);
        atomicAdd(&remote[bin % kBinsPerBlock], 1);
    }
    cluster.sync();
    int rank = static_cast<int>(cluster.block_rank());
    for (int b = threadIdx.x; b < kBinsPerBlock; b += blockDim.x)
        atomicAdd(&bins[rank * kBinsPerBlock + b], local_bins[b]);
}

int main()
{
    int major = 0;
    CUDA_CHECK(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, 0));
    if (major < 9) {
        std::printf("needs sm_90 or newer\nFAIL: cluster_dsm_sm90\n");
        return 1;
    }
    const int n = 1 << 20;
    std::vector<int> h(n);
    for (int i = 0; i < n; ++i)
        h[i] = (i * 2654435761u) >> 8;
    int *d_values, *d_bins;
    CUDA_CHECK(cudaMalloc(&d_values, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_bins, kBins * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_values, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(d_bins, 0, kBins * sizeof(int)));
    cluster_histogram<<<kClusterSize * 16, 256>>>(d_values, n, d_bins);
    CUDA_CHECK(cudaGetLastError());
    std::vector<int> bins(kBins);
    CUDA_CHECK(cudaMemcpy(bins.data(), d_bins, kBins * sizeof(int), cudaMemcpyDeviceToHost));
    std::vector<int> want(kBins, 0);
    for (int v : h)
        ++want[v % kBins];
    bool ok = bins == want;
    std::printf("cluster histogram: bin[0]=%d (want %d)\n", bins[0], want[0]);
    CUDA_CHECK(cudaFree(d_values));
    CUDA_CHECK(cudaFree(d_bins));
    std::printf("%s: cluster_dsm_sm90\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
