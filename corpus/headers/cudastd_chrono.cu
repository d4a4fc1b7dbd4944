// Exercises <cuda/std/chrono>: cuda::std::chrono durations and system_clock::now() in device code.
#include <cuda/std/chrono>

__global__ void measure(long long *elapsed_ns, int spins)
{
    auto start = cuda::std::chrono::system_clock::now();
    volatile float x = 0.0f;
    for (int i = 0; i < spins; ++i)
        x = x + 1.0f;
    auto stop = cuda::std::chrono::system_clock::now();
    auto ns = cuda::std::chrono::duration_cast<cuda::std::chrono::nanoseconds>(stop - start);
    if (threadIdx.x == 0)
        *elapsed_ns = ns.count();
}

int main()
{
    using namespace cuda::std::chrono;
    long long *d, ns = -1;
    cudaMalloc(&d, sizeof(ns));
    measure<<<1, 32>>>(d, 10000);
    cudaMemcpy(&ns, d, sizeof(ns), cudaMemcpyDeviceToHost);
    cudaFree(d);
    milliseconds budget(250);
    microseconds us = duration_cast<microseconds>(budget);
    duration<double, cuda::std::ratio<1>> secs = budget;
    return ns >= 0 && us.count() == 250000 && secs.count() == 0.25 ? 0 : 1;
}
