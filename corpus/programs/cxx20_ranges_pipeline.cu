// C++20 host code around kernels: std::ranges/views to build inputs and check outputs, std::span,
// <bit> utilities for launch sizing and a defaulted three-way comparison on result records.
#include <algorithm>
#include <bit>
#include <compare>
#include <cstdio>
#include <cstdlib>
#include <ranges>
#include <span>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

struct Result {
    int count;
    int bucket;
    auto operator<=>(const Result &) const = default;
};

__global__ void bucket_count(const unsigned *keys, int n, int shift, int *counts)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&counts[keys[i] >> shift], 1);
}

std::vector<int> count_on_device(std::span<const unsigned> keys, unsigned buckets, int shift)
{
    unsigned *d_keys;
    int *d_counts;
    CUDA_CHECK(cudaMalloc(&d_keys, keys.size_bytes()));
    CUDA_CHECK(cudaMalloc(&d_counts, buckets * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_keys, keys.data(), keys.size_bytes(), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(d_counts, 0, buckets * sizeof(int)));
    const unsigned block = std::bit_floor(300u);
    const int n = static_cast<int>(keys.size());
    bucket_count<<<(n + block - 1) / block, block>>>(d_keys, n, shift, d_counts);
    CUDA_CHECK(cudaGetLastError());
    std::vector<int> counts(buckets);
    CUDA_CHECK(cudaMemcpy(counts.data(), d_counts, buckets * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(d_keys));
    CUDA_CHECK(cudaFree(d_counts));
    return counts;
}

int main()
{
    namespace rv = std::views;
    const int n = 50000;
    const unsigned buckets = 16;
    const int shift = 32 - std::countr_zero(std::bit_ceil(buckets));

    std::vector<unsigned> keys;
    keys.reserve(n);
    for (unsigned k : rv::iota(0, n) | rv::transform([](int i) { return static_cast<unsigned>(i) * 2654435761u; }))
        keys.push_back(k);

    std::vector<int> counts = count_on_device(keys, buckets, shift);

    std::vector<int> want(buckets, 0);
    for (unsigned k : keys)
        ++want[k >> shift];

    std::vector<Result> results;
    for (int b : rv::iota(0, static_cast<int>(buckets)))
        results.push_back({counts[b], b});
    std::ranges::sort(results, std::greater<>{});
    auto nonzero = results | rv::filter([](const Result &r) { return r.count > 0; });
    long total = 0;
    for (const Result &r : nonzero)
        total += r.count;

    bool same = std::ranges::equal(counts, want);
    bool sorted = std::ranges::is_sorted(results, std::greater<>{});
    auto top3 = results | rv::take(3);
    for (const Result &r : top3)
        std::printf("bucket %2d: %d keys\n", r.bucket, r.count);
    bool ok = same && sorted && total == n && (Result{1, 2} < Result{1, 3});
    std::printf("%s: cxx20_ranges_pipeline\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
