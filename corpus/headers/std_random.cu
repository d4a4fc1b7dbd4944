// Exercises <random>: host-side std::mt19937 and distributions producing kernel input.
#include <random>

__global__ void count_inside(const float2 *pts, int n, unsigned *inside)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && pts[i].x * pts[i].x + pts[i].y * pts[i].y <= 1.0f)
        atomicAdd(inside, 1u);
}

double estimate_pi(int n, unsigned seed)
{
    std::mt19937 gen(seed);
    std::uniform_real_distribution<float> unit(0.0f, 1.0f);
    float2 *h = new float2[n];
    for (int i = 0; i < n; ++i)
        h[i] = make_float2(unit(gen), unit(gen));

    float2 *d;
    unsigned *dc, inside = 0;
    cudaMalloc(&d, n * sizeof(float2));
    cudaMalloc(&dc, sizeof(unsigned));
    cudaMemset(dc, 0, sizeof(unsigned));
    cudaMemcpy(d, h, n * sizeof(float2), cudaMemcpyHostToDevice);
    count_inside<<<(n + 255) / 256, 256>>>(d, n, dc);
    cudaMemcpy(&inside, dc, sizeof(unsigned), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dc);
    delete[] h;

    std::normal_distribution<double> noise(0.0, 1e-9);
    std::minstd_rand lcg(seed);
    std::bernoulli_distribution coin(0.5);
    return 4.0 * inside / n + noise(lcg) * coin(gen);
}
