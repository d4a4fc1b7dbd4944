// Exercises <csignal>: a SIGINT handler that requests a clean stop of a kernel-launch loop.
#include <csignal>

volatile std::sig_atomic_t g_stop = 0;

extern "C" void on_signal(int sig)
{
    if (sig == SIGINT || sig == SIGTERM)
        g_stop = 1;
}

__global__ void iterate(float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = 0.5f * (v[i] + 1.0f);
}

int main()
{
    std::signal(SIGINT, on_signal);
    std::signal(SIGTERM, on_signal);
    float *d;
    const int n = 4096;
    cudaMalloc(&d, n * sizeof(float));
    cudaMemset(d, 0, n * sizeof(float));
    int steps = 0;
    while (!g_stop && steps < 100) {
        iterate<<<n / 256, 256>>>(d, n);
        if (++steps == 50)
            std::raise(SIGINT);
    }
    cudaDeviceSynchronize();
    cudaFree(d);
    std::signal(SIGINT, SIG_DFL);
    return steps == 50 ? 0 : 1;
}
