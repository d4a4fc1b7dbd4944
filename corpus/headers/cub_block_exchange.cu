// Exercises <cub/block/block_exchange.cuh>: cub::BlockExchange BlockedToStriped and StripedToBlocked.
#include <cub/block/block_exchange.cuh>

template <int Threads, int Items>
__global__ void blocked_to_striped(int *data)
{
    using Exchange = cub::BlockExchange<int, Threads, Items>;
    __shared__ typename Exchange::TempStorage temp;
    int items[Items];
    for (int k = 0; k < Items; ++k)
        items[k] = data[threadIdx.x * Items + k];
    Exchange(temp).BlockedToStriped(items);
    for (int k = 0; k < Items; ++k)
        data[k * Threads + threadIdx.x] = items[k];
}

int main()
{
    const int threads = 64, items = 4, n = threads * items;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = i;
    int *d;
    cudaMalloc(&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    blocked_to_striped<threads, items><<<1, threads>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    int bad = 0;
    for (int i = 0; i < n; ++i)
        bad += h[i] != i;
    return bad;
}
