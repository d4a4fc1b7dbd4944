// Exercises <cub/warp/warp_merge_sort.cuh>: cub::WarpMergeSort sorting per-warp tiles.
#include <cub/warp/warp_merge_sort.cuh>

struct Less {
    __device__ bool operator()(int a, int b) const { return a < b; }
};

template <int Items>
__global__ void sort_per_warp(int *data)
{
    using Sort = cub::WarpMergeSort<int, Items>;
    __shared__ typename Sort::TempStorage temp[2];
    int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    int base = warp * 32 * Items;
    int items[Items];
    for (int k = 0; k < Items; ++k)
        items[k] = data[base + lane * Items + k];
    Sort(temp[warp]).Sort(items, Less{});
    for (int k = 0; k < Items; ++k)
        data[base + lane * Items + k] = items[k];
}

int main()
{
    const int items = 4, n = 2 * 32 * items;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = (i * 53) % 97;
    int *d;
    cudaMalloc(&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    sort_per_warp<items><<<1, 64>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    int bad = 0;
    for (int i = 1; i < n; ++i)
        bad += i % 128 != 0 && h[i - 1] > h[i];
    return bad;
}
