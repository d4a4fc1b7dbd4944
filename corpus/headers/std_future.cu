// Exercises <future>: std::async tasks that each run a kernel and return a result through a future.
#include <future>

__global__ void sum_range(int begin, int end, unsigned long long *out)
{
    for (int i = begin + threadIdx.x; i < end; i += blockDim.x)
        atomicAdd(out, static_cast<unsigned long long>(i));
}

unsigned long long gpu_sum(int begin, int end)
{
    unsigned long long *d, h = 0;
    cudaMalloc(&d, sizeof(h));
    cudaMemset(d, 0, sizeof(h));
    sum_range<<<1, 256>>>(begin, end, d);
    cudaMemcpy(&h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return h;
}

int main()
{
    std::future<unsigned long long> lo = std::async(std::launch::async, gpu_sum, 0, 5000);
    std::future<unsigned long long> hi = std::async(std::launch::deferred, gpu_sum, 5000, 10000);
    std::promise<int> ready;
    std::future<int> flag = ready.get_future();
    ready.set_value(1);
    std::packaged_task<int(int)> twice([](int x) { return 2 * x; });
    auto tw = twice.get_future();
    twice(21);
    unsigned long long total = lo.get() + hi.get();
    return total == 49995000ull && flag.get() == 1 && tw.get() == 42 ? 0 : 1;
}
