// Exercises <condition_variable>: a host thread waiting for a stream callback to signal completion.
#include <condition_variable>

__global__ void heavy(float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = sqrtf(static_cast<float>(i));
}

struct Completion {
    std::mutex m;
    std::condition_variable cv;
    bool done = false;
};

void CUDART_CB on_done(void *arg)
{
    auto *c = static_cast<Completion *>(arg);
    {
        std::lock_guard<std::mutex> lock(c->m);
        c->done = true;
    }
    c->cv.notify_one();
}

bool launch_and_wait(float *dev, int n, cudaStream_t s)
{
    Completion c;
    heavy<<<(n + 255) / 256, 256, 0, s>>>(dev, n);
    cudaLaunchHostFunc(s, on_done, &c);
    std::unique_lock<std::mutex> lock(c.m);
    return c.cv.wait_for(lock, std::chrono::seconds(5), [&] { return c.done; });
}
