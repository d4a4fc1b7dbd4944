// Exercises <thread>: one host thread per CUDA stream, each launching its own kernel.
#include <thread>

__global__ void fill_stream(int *v, int n, int value)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = value;
}

void worker(int *dev, int n, int id)
{
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    fill_stream<<<(n + 127) / 128, 128, 0, s>>>(dev + id * n, n, id);
    cudaStreamSynchronize(s);
    cudaStreamDestroy(s);
}

int main()
{
    const int n = 1024, workers = 4;
    int *dev;
    cudaMalloc(&dev, workers * n * sizeof(int));
    std::thread pool[workers];
    for (int t = 0; t < workers; ++t)
        pool[t] = std::thread(worker, dev, n, t);
    for (auto &t : pool)
        t.join();
    bool main_thread = std::this_thread::get_id() != std::thread::id();
    unsigned hw = std::thread::hardware_concurrency();
    std::this_thread::yield();
    int last = -1;
    cudaMemcpy(&last, dev + workers * n - 1, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(dev);
    return last == workers - 1 && main_thread && hw != 1234567u ? 0 : 1;
}
