#include "prelude.cuh"

// Mistake: a read-only configuration value declared as a const __managed__
// variable (managed variables cannot be const; __constant__ was intended).
struct SimParams { float dt; int steps; };

__managed__ const SimParams m_params = {0.01f, 100};
__managed__ float m_energy = 0.0f;

__global__ void simulate(float *state, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    for (int s = 0; s < m_params.steps; ++s)
        state[i] -= state[i] * m_params.dt;
    if (i == 0) m_energy = state[0];
}

int main()
{
    simulate<<<4, 256>>>(nullptr, 1024);
    return m_energy > 0.0f ? 0 : 1;
}
