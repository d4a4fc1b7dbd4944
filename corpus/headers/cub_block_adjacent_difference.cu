// Exercises <cub/block/block_adjacent_difference.cuh>: cub::BlockAdjacentDifference SubtractLeft.
#include <cub/block/block_adjacent_difference.cuh>

struct Minus {
    __device__ int operator()(int cur, int prev) const { return cur - prev; }
};

template <int Threads, int Items>
__global__ void deltas(const int *in, int *out)
{
    using AdjDiff = cub::BlockAdjacentDifference<int, Threads>;
    __shared__ typename AdjDiff::TempStorage temp;
    int items[Items], result[Items];
    for (int k = 0; k < Items; ++k)
        items[k] = in[threadIdx.x * Items + k];
    AdjDiff(temp).SubtractLeft(items, result, Minus{});
    for (int k = 0; k < Items; ++k)
        out[threadIdx.x * Items + k] = result[k];
}

int main()
{
    const int threads = 64, items = 2, n = threads * items;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = i * i;
    int *d;
    cudaMalloc(&d, 2 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    deltas<threads, items><<<1, threads>>>(d, d + n);
    cudaMemcpy(h, d + n, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return h[0] == 0 && h[10] == 19 && h[n - 1] == 2 * n - 3 ? 0 : 1;
}
