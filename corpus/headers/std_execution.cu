// Exercises <execution>: execution policies (parallel STL) applied to host copies of device data.
#include <execution>

__global__ void sawtooth(int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = (i * 7) % 13;
}

int main()
{
    const int n = 1024;
    int h[n], *d;
    cudaMalloc(&d, sizeof(h));
    sawtooth<<<(n + 255) / 256, 256>>>(d, n);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);

    std::sort(std::execution::seq, h, h + n);
    long sum = std::reduce(std::execution::par, h, h + n, 0L);
    bool sorted = std::is_sorted(std::execution::par_unseq, h, h + n);
    static_assert(std::is_execution_policy_v<std::execution::unsequenced_policy>);
    return sorted && sum > 0 ? 0 : 1;
}
