// Exercises <cub/cub.cuh>: the CUB umbrella header with a BlockReduce kernel and DeviceScan::InclusiveSum.
#include <cub/cub.cuh>

template <int Threads>
__global__ void block_max(const int *in, int *out)
{
    using Reduce = cub::BlockReduce<int, Threads>;
    __shared__ typename Reduce::TempStorage temp;
    int v = in[blockIdx.x * Threads + threadIdx.x];
    int m = Reduce(temp).Reduce(v, cuda::maximum<>{});
    if (threadIdx.x == 0)
        out[blockIdx.x] = m;
}

int main()
{
    const int blocks = 4, threads = 128, n = blocks * threads;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = i % 100;
    int *d_in, *d_max, *d_scan;
    cudaMalloc(&d_in, sizeof(h));
    cudaMalloc(&d_max, blocks * sizeof(int));
    cudaMalloc(&d_scan, sizeof(h));
    cudaMemcpy(d_in, h, sizeof(h), cudaMemcpyHostToDevice);
    block_max<threads><<<blocks, threads>>>(d_in, d_max);

    size_t bytes = 0;
    cub::DeviceScan::InclusiveSum(nullptr, bytes, d_in, d_scan, n);
    void *temp;
    cudaMalloc(&temp, bytes);
    cub::DeviceScan::InclusiveSum(temp, bytes, d_in, d_scan, n);
    int last = 0, maxima[blocks];
    cudaMemcpy(&last, d_scan + n - 1, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(maxima, d_max, sizeof(maxima), cudaMemcpyDeviceToHost);
    cudaFree(temp);
    cudaFree(d_in);
    cudaFree(d_max);
    cudaFree(d_scan);
    int want = 0;
    for (int i = 0; i < n; ++i)
        want += h[i];
    return last == want && maxima[0] == 99 ? 0 : 1;
}
