// Exercises <ranges> (C++20): views over the host copy of a device result.
#include <ranges>

__global__ void cube(long long *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = static_cast<long long>(i) * i * i;
}

int main()
{
    constexpr int n = 50;
    long long h[n], *d;
    cudaMalloc(&d, sizeof(h));
    cube<<<1, 64>>>(d, n);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);

    auto odd_cubes = h | std::views::filter([](long long v) { return v % 2 != 0; })
                       | std::views::transform([](long long v) { return v % 1000; })
                       | std::views::take(5);
    long long sum = 0;
    for (long long v : odd_cubes)
        sum += v;
    auto idx = std::views::iota(0, n) | std::views::reverse | std::views::drop(1);
    int first = *std::ranges::begin(idx);
    return sum == 1225 && first == n - 2 && std::ranges::size(h) == n ? 0 : 1;
}
