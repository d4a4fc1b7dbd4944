// Exercises <atomic> in C++20: std::atomic_ref on pinned memory and atomic wait/notify.
#include <atomic>

__global__ void produce(int *mailbox, int value)
{
    *mailbox = value;
    __threadfence_system();
}

std::atomic<int> g_ready{0};

void CUDART_CB signal_ready(void *)
{
    g_ready.store(1, std::memory_order_release);
    g_ready.notify_all();
}

int main()
{
    int *mailbox = nullptr;
    cudaMallocHost(&mailbox, sizeof(int));
    *mailbox = 0;
    cudaStream_t s;
    cudaStreamCreate(&s);
    produce<<<1, 1, 0, s>>>(mailbox, 1234);
    cudaLaunchHostFunc(s, signal_ready, nullptr);
    g_ready.wait(0, std::memory_order_acquire);
    std::atomic_ref<int> box(*mailbox);
    int value = box.load(std::memory_order_acquire);
    box.fetch_add(1);
    std::atomic<float> f{1.5f};
    f.fetch_add(0.5f);
    cudaStreamSynchronize(s);
    cudaStreamDestroy(s);
    cudaFreeHost(mailbox);
    return value == 1234 && f.load() == 2.0f && std::atomic_ref<int>::required_alignment == 4 ? 0 : 1;
}
