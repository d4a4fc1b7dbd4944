// Exercises <cub/warp/warp_load.cuh>: cub::WarpLoad (WARP_LOAD_TRANSPOSE) loading a warp tile into registers.
#include <cub/warp/warp_load.cuh>

template <int Items>
__global__ void warp_tile_sums(const float *in, float *out)
{
    using Load = cub::WarpLoad<float, Items, cub::WARP_LOAD_TRANSPOSE>;
    __shared__ typename Load::TempStorage temp;
    float items[Items];
    Load(temp).Load(in, items);
    float s = 0.0f;
    for (int k = 0; k < Items; ++k)
        s += items[k];
    out[threadIdx.x] = s;
}

int main()
{
    const int items = 4, n = 32 * items;
    float h[n], out[32];
    for (int i = 0; i < n; ++i)
        h[i] = static_cast<float>(i);
    float *d;
    cudaMalloc(&d, sizeof(h) + sizeof(out));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    warp_tile_sums<items><<<1, 32>>>(d, d + n);
    cudaMemcpy(out, d + n, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return out[1] == 4.0f + 5.0f + 6.0f + 7.0f ? 0 : 1;
}
