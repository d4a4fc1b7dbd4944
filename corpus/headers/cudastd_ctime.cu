// Exercises <cuda/std/ctime>: cuda::std::time_t/clock_t and timespec from libcu++.
#include <cuda/std/ctime>

__global__ void stamp(cuda::std::time_t base, cuda::std::time_t *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = base + i * 60;
}

int main()
{
    const int n = 10;
    cuda::std::time_t *d, h[n];
    cudaMalloc(&d, sizeof(h));
    stamp<<<1, n>>>(1700000000, d, n);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cuda::std::timespec ts{};
    ts.tv_sec = h[n - 1];
    cuda::std::clock_t ticks = static_cast<cuda::std::clock_t>(CLOCKS_PER_SEC);
    return ts.tv_sec == 1700000540 && ticks > 0 ? 0 : 1;
}
