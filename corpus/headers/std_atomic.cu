// Exercises <atomic>: host std::atomic counters updated from CUDA stream callbacks.
#include <atomic>

__global__ void noop_kernel(int *p)
{
    if (p)
        p[threadIdx.x] = threadIdx.x;
}

std::atomic<int> g_completed{0};
std::atomic_flag g_busy = ATOMIC_FLAG_INIT;

void CUDART_CB count_completion(void *)
{
    g_completed.fetch_add(1, std::memory_order_relaxed);
}

int launch_many(int *dev, int launches)
{
    while (g_busy.test_and_set(std::memory_order_acquire)) {
    }
    cudaStream_t s;
    cudaStreamCreate(&s);
    for (int i = 0; i < launches; ++i) {
        noop_kernel<<<1, 32, 0, s>>>(dev);
        cudaLaunchHostFunc(s, count_completion, nullptr);
    }
    cudaStreamSynchronize(s);
    cudaStreamDestroy(s);
    g_busy.clear(std::memory_order_release);
    std::atomic<long> total{0};
    int expected = launches;
    total.store(g_completed.load(), std::memory_order_seq_cst);
    g_completed.compare_exchange_strong(expected, 0);
    return static_cast<int>(total.load()) + std::atomic<int>::is_always_lock_free;
}
