// Exercises <cub/warp/warp_store.cuh>: cub::WarpStore (WARP_STORE_TRANSPOSE) writing a blocked warp tile.
#include <cub/warp/warp_store.cuh>

template <int Items>
__global__ void warp_ramp(int *out, int valid)
{
    using Store = cub::WarpStore<int, Items, cub::WARP_STORE_TRANSPOSE>;
    __shared__ typename Store::TempStorage temp;
    int items[Items];
    for (int k = 0; k < Items; ++k)
        items[k] = threadIdx.x * Items + k;
    Store(temp).Store(out, items, valid);
}

int main()
{
    const int items = 8, n = 32 * items;
    int h[n], *d;
    cudaMalloc(&d, sizeof(h));
    cudaMemset(d, 0xff, sizeof(h));
    warp_ramp<items><<<1, 32>>>(d, n - 10);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return h[n - 11] == n - 11 && h[n - 1] == -1 ? 0 : 1;
}
