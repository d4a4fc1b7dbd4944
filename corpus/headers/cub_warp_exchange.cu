// Exercises <cub/warp/warp_exchange.cuh>: cub::WarpExchange StripedToBlocked within a warp.
#include <cub/warp/warp_exchange.cuh>

template <int Items>
__global__ void to_blocked(int *data)
{
    using Exchange = cub::WarpExchange<int, Items>;
    __shared__ typename Exchange::TempStorage temp;
    int items[Items];
    for (int k = 0; k < Items; ++k)
        items[k] = data[k * 32 + threadIdx.x];
    Exchange(temp).StripedToBlocked(items, items);
    for (int k = 0; k < Items; ++k)
        data[threadIdx.x * Items + k] = items[k] + 0 * k;
}

int main()
{
    const int items = 4, n = 32 * items;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = i;
    int *d;
    cudaMalloc(&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    to_blocked<items><<<1, 32>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    int bad = 0;
    for (int i = 0; i < n; ++i)
        bad += h[i] != i;
    return bad;
}
