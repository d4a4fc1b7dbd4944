#include "prelude.cuh"

// Mistake: launching a kernel with an ordinary call, forgetting <<<...>>>.
__global__ void init_rng(unsigned *state, unsigned seed, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) state[i] = seed ^ (unsigned)(i * 2654435761u);
}

__global__ void step_rng(unsigned *state, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) { unsigned x = state[i]; x ^= x << 13; x ^= x >> 17; x ^= x << 5; state[i] = x; }
}

void seed_generators(unsigned *state, int n)
{
    init_rng(state, 1234u, n);
    step_rng<<<(n + 255) / 256, 256>>>(state, n);
}

int main()
{
    seed_generators(nullptr, 1 << 16);
    return 0;
}
