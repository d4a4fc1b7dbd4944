// Unified memory: cudaMallocManaged arrays, cudaMemAdvise/cudaMemPrefetchAsync (CUDA 13 cudaMemLocation API),
// a kernel touching managed data, and host verification without explicit copies.
#include <cstdio>
#include <cstdlib>
#include <cmath>

#define CUDA_CHECK(call)                                                                        \
    do {                                                                                        \
        cudaError_t s_ = (call);                                                                \
        if (s_ != cudaSuccess) {                                                                \
            std::fprintf(stderr, "CUDA error at %s:%d: %s\n", __FILE__, __LINE__,                \
                         cudaGetErrorString(s_));                                               \
            std::exit(EXIT_FAILURE);                                                            \
        }                                                                                       \
    } while (0)

struct Particle {
    float x, y, vx, vy;
};

__global__ void integrate(Particle *p, int n, float dt, int steps)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    Particle q = p[i];
    for (int s = 0; s < steps; ++s) {
        q.vy -= 9.81f * dt;
        q.x += q.vx * dt;
        q.y += q.vy * dt;
        if (q.y < 0.0f) {
            q.y = -q.y;
            q.vy = -q.vy;
        }
    }
    p[i] = q;
}

int main()
{
    int device = 0;
    CUDA_CHECK(cudaGetDevice(&device));
    int concurrent = 0;
    CUDA_CHECK(cudaDeviceGetAttribute(&concurrent, cudaDevAttrConcurrentManagedAccess, device));

    const int n = 100000;
    const float dt = 0.001f;
    const int steps = 100;
    Particle *particles = nullptr;
    CUDA_CHECK(cudaMallocManaged(&particles, n * sizeof(Particle)));
    for (int i = 0; i < n; ++i)
        particles[i] = Particle{0.0f, 1.0f + (i % 10), 1.0f, 0.0f};

    cudaStream_t stream;
    CUDA_CHECK(cudaStreamCreate(&stream));
    cudaMemLocation gpu = {};
    gpu.type = cudaMemLocationTypeDevice;
    gpu.id = device;
    cudaMemLocation cpu = {};
    cpu.type = cudaMemLocationTypeHost;
    cpu.id = 0;
    if (concurrent) {
        CUDA_CHECK(cudaMemAdvise(particles, n * sizeof(Particle), cudaMemAdviseSetPreferredLocation, gpu));
        CUDA_CHECK(cudaMemPrefetchAsync(particles, n * sizeof(Particle), gpu, 0, stream));
    }
    integrate<<<(n + 255) / 256, 256, 0, stream>>>(particles, n, dt, steps);
    CUDA_CHECK(cudaGetLastError());
    if (concurrent)
        CUDA_CHECK(cudaMemPrefetchAsync(particles, n * sizeof(Particle), cpu, 0, stream));
    CUDA_CHECK(cudaStreamSynchronize(stream));

    int bad = 0;
    for (int i = 0; i < n; i += 997) {
        Particle q{0.0f, 1.0f + (i % 10), 1.0f, 0.0f};
        for (int s = 0; s < steps; ++s) {
            q.vy -= 9.81f * dt;
            q.x += q.vx * dt;
            q.y += q.vy * dt;
            if (q.y < 0.0f) {
                q.y = -q.y;
                q.vy = -q.vy;
            }
        }
        if (std::fabs(q.x - particles[i].x) > 1e-4f || std::fabs(q.y - particles[i].y) > 1e-4f)
            ++bad;
    }
    std::printf("concurrent managed access: %d, particle[0] at (%.4f, %.4f)\n", concurrent, particles[0].x,
                particles[0].y);
    CUDA_CHECK(cudaStreamDestroy(stream));
    CUDA_CHECK(cudaFree(particles));
    std::printf("%s: unified_memory_prefetch\n", bad == 0 ? "PASS" : "FAIL");
    return bad == 0 ? 0 : 1;
}
