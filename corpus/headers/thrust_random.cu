// Exercises <thrust/random.h>: per-thread thrust::default_random_engine with discard and uniform/normal distributions.
#include <thrust/random.h>

__global__ void monte_carlo_pi(unsigned long long *hits, int samples_per_thread, unsigned seed)
{
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    thrust::default_random_engine rng(seed);
    rng.discard(static_cast<unsigned long long>(tid) * samples_per_thread * 2);
    thrust::uniform_real_distribution<float> unit(0.0f, 1.0f);
    unsigned long long local = 0;
    for (int s = 0; s < samples_per_thread; ++s) {
        float x = unit(rng), y = unit(rng);
        local += x * x + y * y <= 1.0f;
    }
    atomicAdd(hits, local);
}

int main()
{
    unsigned long long *d, hits = 0;
    cudaMalloc(&d, sizeof(hits));
    cudaMemset(d, 0, sizeof(hits));
    const int blocks = 16, threads = 128, per = 64;
    monte_carlo_pi<<<blocks, threads>>>(d, per, 1234u);
    cudaMemcpy(&hits, d, sizeof(hits), cudaMemcpyDeviceToHost);
    cudaFree(d);
    double pi = 4.0 * hits / (blocks * threads * per);
    thrust::minstd_rand host_rng(7);
    thrust::normal_distribution<double> normal(0.0, 1.0);
    thrust::uniform_int_distribution<int> dice(1, 6);
    double z = normal(host_rng);
    int roll = dice(host_rng);
    return pi > 3.0 && pi < 3.3 && z > -10.0 && roll >= 1 && roll <= 6 ? 0 : 1;
}
