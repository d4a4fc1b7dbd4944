// Exercises <cub/block/block_load.cuh>: cub::BlockLoad with BLOCK_LOAD_TRANSPOSE and a guarded partial tile.
#include <cub/block/block_load.cuh>

template <int Threads, int Items>
__global__ void sum_rows(const int *in, int n, int *out)
{
    using Load = cub::BlockLoad<int, Threads, Items, cub::BLOCK_LOAD_TRANSPOSE>;
    __shared__ typename Load::TempStorage temp;
    int items[Items];
    int offset = blockIdx.x * Threads * Items;
    Load(temp).Load(in + offset, items, n - offset, 0);
    int s = 0;
    for (int k = 0; k < Items; ++k)
        s += items[k];
    atomicAdd(out, s);
}

int main()
{
    const int threads = 64, items = 4, n = 1000;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = 1;
    int *d, total = 0;
    cudaMalloc(&d, (n + 1) * sizeof(int));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemset(d + n, 0, sizeof(int));
    int tile = threads * items;
    sum_rows<threads, items><<<(n + tile - 1) / tile, threads>>>(d, n, d + n);
    cudaMemcpy(&total, d + n, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return total == n ? 0 : 1;
}
