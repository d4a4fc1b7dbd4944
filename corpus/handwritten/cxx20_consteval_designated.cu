#include "prelude.cuh"

// C++20 (-std=c++20): designated initializers, consteval/constinit,
// template lambdas, using enum, init-statements in range-for, [[likely]].
struct LaunchCfg {
    unsigned grid = 1;
    unsigned block = 128;
    size_t smem = 0;
    bool cooperative = false;
};

consteval unsigned log2_exact(unsigned v)
{
    unsigned r = 0;
    while ((1u << r) < v) ++r;
    return r;
}

constinit int g_launches = 0;

enum class Stage { Load, Compute, Store };

int stage_cost(Stage s)
{
    using enum Stage;
    switch (s) {
    case Load: return 2;
    case Compute: return 5;
    case Store: return 1;
    }
    return 0;
}

__global__ void shift_scale(int *v, int n, unsigned shift)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) [[likely]] v[i] <<= shift;
}

int main()
{
    constexpr LaunchCfg cfg{.grid = 8, .block = 256};
    LaunchCfg small{.block = 32, .cooperative = true};
    auto launch = [&]<typename T>(T *p, int n) {
        shift_scale<<<cfg.grid, cfg.block, cfg.smem>>>(p, n, log2_exact(16));
        ++g_launches;
    };
    launch((int *)nullptr, 2048);
    int total = 0;
    for (Stage order[] = {Stage::Load, Stage::Compute, Stage::Store}; Stage s : order)
        total += stage_cost(s);
    return total + g_launches + (int)small.block;
}
