#include "prelude.cuh"

// Host-side lambdas driving kernel launches: captures by value/reference,
// init-captures, mutable, generic and immediately invoked lambdas.
__global__ void fill(int *p, int v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = v;
}

template <typename F>
void for_each_chunk(int n, int chunk, F f)
{
    for (int off = 0; off < n; off += chunk)
        f(off, n - off < chunk ? n - off : chunk);
}

int main()
{
    int *buf = nullptr;
    int launches = 0;
    const int threads = 128;

    auto grid_for = [threads](int n) { return (n + threads - 1) / threads; };
    auto launch = [&](int off, int len) {
        fill<<<grid_for(len), threads>>>(buf + off, off, len);
        ++launches;
    };
    for_each_chunk(10000, 4096, launch);

    auto counter = [count = 0]() mutable { return ++count; };
    counter();
    int calls = counter();

    auto maxof = [](auto a, auto b) { return a > b ? a : b; };
    double m = maxof(2.5, 1.0) + maxof(3, 4);

    const int table_size = [] {
        int s = 1;
        while (s < 1000) s <<= 1;
        return s;
    }();

    int (*fp)(int) = [](int x) { return x * 2; };
    auto with_this = [=, &launches](int extra) -> long { return long(launches) + extra + calls; };
    return (int)with_this(fp(table_size)) + (int)m;
}
