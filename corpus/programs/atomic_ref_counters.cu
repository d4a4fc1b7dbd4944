// libcu++ atomics: cuda::atomic_ref over plain device arrays with block/device scopes, a cuda::atomic
// work-queue head in managed memory, and a 64-bit packed (value, index) arg-max via atomic_ref::fetch_max.
#include <cuda/atomic>
#include <cuda/std/atomic>
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

__global__ void consume(const int *items, int n, cuda::atomic<int, cuda::thread_scope_device> *head, int *bins,
                        unsigned long long *best)
{
    __shared__ int block_count;
    if (threadIdx.x == 0)
        block_count = 0;
    __syncthreads();
    cuda::atomic_ref<int, cuda::thread_scope_block> local(block_count);
    for (;;) {
        int i = head->fetch_add(1, cuda::std::memory_order_relaxed);
        if (i >= n)
            break;
        int v = items[i];
        cuda::atomic_ref<int, cuda::thread_scope_device>(bins[v % 10]).fetch_add(1, cuda::std::memory_order_relaxed);
        local.fetch_add(1, cuda::std::memory_order_relaxed);
        if (v > 990) {
            // Larger value wins; for equal values the smaller index wins (stored as n - i).
            unsigned long long key = (static_cast<unsigned long long>(v) << 32) | static_cast<unsigned>(n - i);
            cuda::atomic_ref<unsigned long long, cuda::thread_scope_device>(*best).fetch_max(
                key, cuda::std::memory_order_relaxed);
        }
    }
    __syncthreads();
    if (threadIdx.x == 0)
        cuda::atomic_ref<int, cuda::thread_scope_device>(bins[10]).fetch_add(block_count);
}

int main()
{
    const int n = 200000;
    std::vector<int> items(n);
    for (int i = 0; i < n; ++i)
        items[i] = (i * 7919) % 1000;

    int *d_items, *d_bins;
    CUDA_CHECK(cudaMalloc(&d_items, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_bins, 11 * sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_items, items.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(d_bins, 0, 11 * sizeof(int)));

    cuda::atomic<int, cuda::thread_scope_device> *head;
    unsigned long long *best;
    CUDA_CHECK(cudaMallocManaged(&head, sizeof(*head)));
    CUDA_CHECK(cudaMallocManaged(&best, sizeof(*best)));
    new (head) cuda::atomic<int, cuda::thread_scope_device>(0);
    *best = 0;

    consume<<<32, 256>>>(d_items, n, head, d_bins, best);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    int bins[11];
    CUDA_CHECK(cudaMemcpy(bins, d_bins, sizeof(bins), cudaMemcpyDeviceToHost));
    int want[10] = {};
    int want_best = -1, want_index = n;
    for (int i = 0; i < n; ++i) {
        ++want[items[i] % 10];
        if (items[i] > want_best) {
            want_best = items[i];
            want_index = i;
        }
    }
    int bad = 0;
    for (int b = 0; b < 10; ++b)
        bad += bins[b] != want[b];
    int best_value = static_cast<int>(*best >> 32);
    int best_index = n - static_cast<int>(*best & 0xffffffffu);
    std::printf("processed %d items, best %d at %d (want %d at %d), queue head %d\n", bins[10], best_value, best_index,
                want_best, want_index, head->load());
    bool ok = bad == 0 && bins[10] == n && best_value == want_best && best_index == want_index;
    CUDA_CHECK(cudaFree(d_items));
    CUDA_CHECK(cudaFree(d_bins));
    CUDA_CHECK(cudaFree(head));
    CUDA_CHECK(cudaFree(best));
    std::printf("%s: atomic_ref_counters\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
