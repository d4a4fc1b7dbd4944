// Exercises <cub/block/block_discontinuity.cuh>: cub::BlockDiscontinuity FlagHeads marking segment starts.
#include <cub/block/block_discontinuity.cuh>

struct NotEqual {
    __device__ bool operator()(int a, int b) const { return a != b; }
};

template <int Threads>
__global__ void segment_heads(const int *keys, int *flags, int *count)
{
    using Disc = cub::BlockDiscontinuity<int, Threads>;
    __shared__ typename Disc::TempStorage temp;
    int k[1] = {keys[threadIdx.x]}, f[1];
    Disc(temp).FlagHeads(f, k, NotEqual{});
    flags[threadIdx.x] = f[0];
    if (f[0])
        atomicAdd(count, 1);
}

int main()
{
    const int n = 128;
    int keys[n];
    for (int i = 0; i < n; ++i)
        keys[i] = i / 10;
    int *d, flags[n], count = 0;
    cudaMalloc(&d, (2 * n + 1) * sizeof(int));
    cudaMemcpy(d, keys, sizeof(keys), cudaMemcpyHostToDevice);
    cudaMemset(d + 2 * n, 0, sizeof(int));
    segment_heads<n><<<1, n>>>(d, d + n, d + 2 * n);
    cudaMemcpy(flags, d + n, sizeof(flags), cudaMemcpyDeviceToHost);
    cudaMemcpy(&count, d + 2 * n, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return count == 13 && flags[0] == 1 && flags[10] == 1 && flags[11] == 0 ? 0 : 1;
}
