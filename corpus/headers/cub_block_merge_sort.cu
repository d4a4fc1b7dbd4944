// Exercises <cub/block/block_merge_sort.cuh>: cub::BlockMergeSort with a custom comparator on floats.
#include <cub/block/block_merge_sort.cuh>

struct Descending {
    __device__ bool operator()(float a, float b) const { return a > b; }
};

template <int Threads, int Items>
__global__ void sort_desc(float *data)
{
    using Sort = cub::BlockMergeSort<float, Threads, Items>;
    __shared__ typename Sort::TempStorage temp;
    float items[Items];
    for (int k = 0; k < Items; ++k)
        items[k] = data[threadIdx.x * Items + k];
    Sort(temp).Sort(items, Descending{});
    for (int k = 0; k < Items; ++k)
        data[threadIdx.x * Items + k] = items[k];
}

int main()
{
    const int threads = 128, items = 4, n = threads * items;
    float h[n];
    for (int i = 0; i < n; ++i)
        h[i] = static_cast<float>((i * 37) % n);
    float *d;
    cudaMalloc(&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    sort_desc<threads, items><<<1, threads>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    int bad = 0;
    for (int i = 1; i < n; ++i)
        bad += h[i - 1] < h[i];
    return bad == 0 && h[0] == n - 1 ? 0 : 1;
}
