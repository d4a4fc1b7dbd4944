// Exercises <compare> (C++20): a defaulted operator<=> on a launch configuration type.
#include <compare>

struct LaunchShape {
    unsigned grid;
    unsigned block;
    unsigned shared;
    auto operator<=>(const LaunchShape &) const = default;
};

__global__ void fill_ids(unsigned *out)
{
    out[blockIdx.x * blockDim.x + threadIdx.x] = blockIdx.x;
}

unsigned launch_larger(unsigned *dev, LaunchShape a, LaunchShape b)
{
    LaunchShape pick = (a <=> b) >= 0 ? a : b;
    fill_ids<<<pick.grid, pick.block, pick.shared>>>(dev);
    return pick.grid * pick.block;
}

int main()
{
    unsigned *d;
    cudaMalloc(&d, 4096 * sizeof(unsigned));
    unsigned launched = launch_larger(d, {4, 256, 0}, {8, 128, 0});
    cudaFree(d);
    std::strong_ordering o = 3 <=> 5;
    std::partial_ordering p = 1.0 <=> 0.0 / 0.0;
    auto w = std::compare_weak_order_fallback(2, 2);
    return launched == 1024 && std::is_lt(o) && p == std::partial_ordering::unordered && std::is_eq(w) ? 0 : 1;
}
