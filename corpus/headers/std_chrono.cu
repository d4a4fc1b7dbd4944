// Exercises <chrono>: timing a kernel with steady_clock and comparing with CUDA events.
#include <chrono>

__global__ void busy(float *v, int n, int iters)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float x = v[i];
        for (int k = 0; k < iters; ++k)
            x = x * 0.999f + 0.001f;
        v[i] = x;
    }
}

double time_kernel_ms(float *dev, int n)
{
    using namespace std::chrono;
    using namespace std::chrono_literals;
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);

    auto t0 = steady_clock::now();
    cudaEventRecord(start);
    busy<<<(n + 255) / 256, 256>>>(dev, n, 1000);
    cudaEventRecord(stop);
    cudaEventSynchronize(stop);
    auto t1 = steady_clock::now();

    float event_ms = 0.0f;
    cudaEventElapsedTime(&event_ms, start, stop);
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
    duration<double, std::milli> host_ms = t1 - t0;
    auto budget = duration_cast<microseconds>(2s);
    return host_ms.count() < budget.count() ? host_ms.count() - event_ms : -1.0;
}
