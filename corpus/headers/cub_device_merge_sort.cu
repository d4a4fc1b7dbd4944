// Exercises <cub/device/device_merge_sort.cuh>: cub::DeviceMergeSort::SortKeys with a comparator on a struct key.
#include <cub/device/device_merge_sort.cuh>

struct Item {
    int priority;
    int id;
};

struct ByPriority {
    __host__ __device__ bool operator()(const Item &a, const Item &b) const { return a.priority < b.priority; }
};

int main()
{
    const int n = 2048;
    Item *h = new Item[n];
    for (int i = 0; i < n; ++i)
        h[i] = Item{(i * 613) % 101, i};
    Item *d;
    cudaMalloc(&d, n * sizeof(Item));
    cudaMemcpy(d, h, n * sizeof(Item), cudaMemcpyHostToDevice);
    size_t bytes = 0;
    cub::DeviceMergeSort::StableSortKeys(nullptr, bytes, d, n, ByPriority{});
    void *temp;
    cudaMalloc(&temp, bytes);
    cub::DeviceMergeSort::StableSortKeys(temp, bytes, d, n, ByPriority{});
    cudaMemcpy(h, d, n * sizeof(Item), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 1; i < n; ++i)
        bad += h[i - 1].priority > h[i].priority ||
               (h[i - 1].priority == h[i].priority && h[i - 1].id > h[i].id);
    cudaFree(temp);
    cudaFree(d);
    delete[] h;
    return bad;
}
