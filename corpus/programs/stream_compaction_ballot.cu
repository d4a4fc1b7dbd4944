// Stream compaction with warp vote intrinsics: __ballot_sync + __popc give each lane its output slot,
// one atomicAdd per warp reserves space; the (order-independent) result is checked as a multiset.
#include <algorithm>
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

__global__ void compact_if_divisible(const int *in, int n, int divisor, int *out, int *out_count, int *empty_warps)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x & 31;
    bool keep = i < n && in[i] % divisor == 0;
    unsigned mask = __ballot_sync(0xffffffffu, keep);
    int warp_total = __popc(mask);
    int base = 0;
    if (lane == 0 && warp_total > 0)
        base = atomicAdd(out_count, warp_total);
    base = __shfl_sync(0xffffffffu, base, 0);
    if (keep)
        out[base + __popc(mask & ((1u << lane) - 1u))] = in[i];
    if (__all_sync(0xffffffffu, !keep) && lane == 0)
        atomicAdd(empty_warps, 1);
}

int main()
{
    const int n = 1000003;
    std::vector<int> h(n);
    for (int i = 0; i < n; ++i)
        h[i] = (i * 7 + 3) % 1000;
    int *d_in, *d_out, *d_count, *d_empty;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_count, sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_empty, sizeof(int)));
    CUDA_CHECK(cudaMemset(d_empty, 0, sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(d_count, 0, sizeof(int)));
    compact_if_divisible<<<(n + 255) / 256, 256>>>(d_in, n, 6, d_out, d_count, d_empty);
    CUDA_CHECK(cudaGetLastError());
    int count = 0, empty = 0;
    CUDA_CHECK(cudaMemcpy(&count, d_count, sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(&empty, d_empty, sizeof(int), cudaMemcpyDeviceToHost));
    std::vector<int> got(count);
    CUDA_CHECK(cudaMemcpy(got.data(), d_out, count * sizeof(int), cudaMemcpyDeviceToHost));

    std::vector<int> want;
    std::copy_if(h.begin(), h.end(), std::back_inserter(want), [](int v) { return v % 6 == 0; });
    std::sort(got.begin(), got.end());
    std::sort(want.begin(), want.end());
    int want_empty = 0;
    const int warps = (n + 255) / 256 * 8;
    for (int w = 0; w < warps; ++w) {
        bool any = false;
        for (int i = w * 32; i < w * 32 + 32 && i < n; ++i)
            any |= h[i] % 6 == 0;
        want_empty += !any;
    }
    bool ok = got == want && empty == want_empty;
    std::printf("kept %d of %d elements, %d warps had nothing to keep (want %d)\n", count, n, empty, want_empty);
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_out));
    CUDA_CHECK(cudaFree(d_count));
    CUDA_CHECK(cudaFree(d_empty));
    std::printf("%s: stream_compaction_ballot\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
