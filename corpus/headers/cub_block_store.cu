// Exercises <cub/block/block_store.cuh>: cub::BlockStore with BLOCK_STORE_WARP_TRANSPOSE writing a blocked arrangement.
#include <cub/block/block_store.cuh>

template <int Threads, int Items>
__global__ void write_ramp(float *out, int n)
{
    using Store = cub::BlockStore<float, Threads, Items, cub::BLOCK_STORE_WARP_TRANSPOSE>;
    __shared__ typename Store::TempStorage temp;
    float items[Items];
    int base = blockIdx.x * Threads * Items + threadIdx.x * Items;
    for (int k = 0; k < Items; ++k)
        items[k] = static_cast<float>(base + k);
    Store(temp).Store(out + blockIdx.x * Threads * Items, items, n - blockIdx.x * Threads * Items);
}

int main()
{
    const int threads = 128, items = 8, n = 3000;
    float *d, *h = new float[n];
    cudaMalloc(&d, n * sizeof(float));
    int tile = threads * items;
    write_ramp<threads, items><<<(n + tile - 1) / tile, threads>>>(d, n);
    cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d);
    int bad = 0;
    for (int i = 0; i < n; ++i)
        bad += h[i] != static_cast<float>(i);
    delete[] h;
    return bad;
}
