// 256-bin byte histogram: per-block privatised histograms in shared memory merged with global atomics.
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#define CUDA_CHECK(call)                                                                              \
    do {                                                                                              \
        cudaError_t e = (call);                                                                       \
        if (e != cudaSuccess) {                                                                       \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e));         \
            std::exit(1);                                                                             \
        }                                                                                             \
    } while (0)

constexpr int kBins = 256;

__global__ void histogram_shared(const unsigned char *data, size_t n, unsigned int *bins)
{
    __shared__ unsigned int local[kBins];
    for (int b = threadIdx.x; b < kBins; b += blockDim.x)
        local[b] = 0;
    __syncthreads();

    size_t stride = static_cast<size_t>(blockDim.x) * gridDim.x;
    for (size_t i = blockIdx.x * static_cast<size_t>(blockDim.x) + threadIdx.x; i < n; i += stride)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();

    for (int b = threadIdx.x; b < kBins; b += blockDim.x)
        if (local[b] != 0)
            atomicAdd(&bins[b], local[b]);
}

__global__ void histogram_global(const unsigned char *data, size_t n, unsigned int *bins)
{
    size_t stride = static_cast<size_t>(blockDim.x) * gridDim.x;
    for (size_t i = blockIdx.x * static_cast<size_t>(blockDim.x) + threadIdx.x; i < n; i += stride)
        atomicAdd(&bins[data[i]], 1u);
}

int main()
{
    const size_t n = 4u << 20;
    std::mt19937 rng(12345);
    std::vector<unsigned char> host(n);
    for (auto &b : host) {
        unsigned r = rng();
        b = static_cast<unsigned char>(((r & 0xffu) * ((r >> 8) & 0xffu)) >> 8); // skewed towards small bins
    }

    std::vector<unsigned int> expected(kBins, 0);
    for (unsigned char b : host)
        ++expected[b];

    unsigned char *d_data;
    unsigned int *d_bins;
    CUDA_CHECK(cudaMalloc(&d_data, n));
    CUDA_CHECK(cudaMalloc(&d_bins, 2 * kBins * sizeof(unsigned int)));
    CUDA_CHECK(cudaMemcpy(d_data, host.data(), n, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(d_bins, 0, 2 * kBins * sizeof(unsigned int)));

    int sms = 0;
    CUDA_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    histogram_shared<<<sms * 4, 256>>>(d_data, n, d_bins);
    CUDA_CHECK(cudaGetLastError());
    histogram_global<<<sms * 4, 256>>>(d_data, n, d_bins + kBins);
    CUDA_CHECK(cudaGetLastError());

    std::vector<unsigned int> got(2 * kBins);
    CUDA_CHECK(cudaMemcpy(got.data(), d_bins, got.size() * sizeof(unsigned int), cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int b = 0; b < kBins; ++b) {
        if (got[b] != expected[b] || got[kBins + b] != expected[b]) {
            if (bad < 5)
                std::printf("bin %d: shared %u global %u expected %u\n", b, got[b], got[kBins + b], expected[b]);
            ++bad;
        }
    }
    unsigned long long total = 0;
    for (int b = 0; b < kBins; ++b)
        total += got[b];
    std::printf("total samples %llu (expected %zu)\n", total, n);

    CUDA_CHECK(cudaFree(d_data));
    CUDA_CHECK(cudaFree(d_bins));
    std::printf("%s: histogram_shared_atomics\n", bad == 0 && total == n ? "PASS" : "FAIL");
    return bad == 0 && total == n ? 0 : 1;
}
