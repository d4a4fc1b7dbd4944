// Exercises <coroutine> (C++20): a generator coroutine yielding launch sizes for successive kernels.
#include <coroutine>

struct SizeGenerator {
    struct promise_type {
        int current = 0;
        SizeGenerator get_return_object() { return SizeGenerator{std::coroutine_handle<promise_type>::from_promise(*this)}; }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        std::suspend_always yield_value(int v) noexcept { current = v; return {}; }
        void return_void() noexcept {}
        void unhandled_exception() {}
    };
    explicit SizeGenerator(std::coroutine_handle<promise_type> h) : handle(h) {}
    SizeGenerator(SizeGenerator &&o) noexcept : handle(o.handle) { o.handle = nullptr; }
    ~SizeGenerator() { if (handle) handle.destroy(); }
    bool next() { handle.resume(); return !handle.done(); }
    int value() const { return handle.promise().current; }
    std::coroutine_handle<promise_type> handle;
};

SizeGenerator doubling_sizes(int start, int limit)
{
    for (int n = start; n <= limit; n *= 2)
        co_yield n;
}

__global__ void fill(int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = n;
}

int main()
{
    int *d;
    cudaMalloc(&d, 4096 * sizeof(int));
    int launches = 0;
    auto gen = doubling_sizes(32, 4096);
    while (gen.next()) {
        fill<<<(gen.value() + 127) / 128, 128>>>(d, gen.value());
        ++launches;
    }
    cudaFree(d);
    return launches == 8 && std::noop_coroutine() ? 0 : 1;
}
