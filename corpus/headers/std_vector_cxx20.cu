// Exercises <vector> in C++20: constexpr-friendly use, std::erase_if and designated initialisers.
#include <vector>

struct Particle {
    float x, y, vx, vy;
};

__global__ void step(Particle *p, int n, float dt)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        p[i].x += p[i].vx * dt;
        p[i].y += p[i].vy * dt;
    }
}

std::size_t advance_particles(std::size_t n, float dt)
{
    std::vector<Particle> ps;
    for (std::size_t i = 0; i < n; ++i)
        ps.push_back({.x = 0.0f, .y = float(i), .vx = 1.0f, .vy = -0.5f});

    Particle *d = nullptr;
    cudaMalloc(&d, ps.size() * sizeof(Particle));
    cudaMemcpy(d, ps.data(), ps.size() * sizeof(Particle), cudaMemcpyHostToDevice);
    step<<<1, 256>>>(d, static_cast<int>(ps.size()), dt);
    cudaMemcpy(ps.data(), d, ps.size() * sizeof(Particle), cudaMemcpyDeviceToHost);
    cudaFree(d);

    auto removed = std::erase_if(ps, [](const Particle &p) { return p.y < 0.0f; });
    return ps.size() + removed;
}
