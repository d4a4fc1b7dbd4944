// Exercises <cub/block/block_radix_sort.cuh>: cub::BlockRadixSort sorting key-value pairs within one block.
#include <cub/block/block_radix_sort.cuh>

template <int Threads, int Items>
__global__ void sort_tile(unsigned *keys, int *values)
{
    using Sort = cub::BlockRadixSort<unsigned, Threads, Items, int>;
    __shared__ typename Sort::TempStorage temp;
    unsigned k[Items];
    int v[Items];
    for (int i = 0; i < Items; ++i) {
        k[i] = keys[threadIdx.x * Items + i];
        v[i] = values[threadIdx.x * Items + i];
    }
    Sort(temp).Sort(k, v);
    for (int i = 0; i < Items; ++i) {
        keys[threadIdx.x * Items + i] = k[i];
        values[threadIdx.x * Items + i] = v[i];
    }
}

int main()
{
    const int threads = 128, items = 4, n = threads * items;
    unsigned keys[n];
    int vals[n];
    for (int i = 0; i < n; ++i) {
        keys[i] = (i * 2654435761u) >> 20;
        vals[i] = i;
    }
    unsigned *dk;
    int *dv;
    cudaMalloc(&dk, sizeof(keys));
    cudaMalloc(&dv, sizeof(vals));
    cudaMemcpy(dk, keys, sizeof(keys), cudaMemcpyHostToDevice);
    cudaMemcpy(dv, vals, sizeof(vals), cudaMemcpyHostToDevice);
    sort_tile<threads, items><<<1, threads>>>(dk, dv);
    unsigned sorted[n];
    int perm[n];
    cudaMemcpy(sorted, dk, sizeof(sorted), cudaMemcpyDeviceToHost);
    cudaMemcpy(perm, dv, sizeof(perm), cudaMemcpyDeviceToHost);
    cudaFree(dk);
    cudaFree(dv);
    int bad = 0;
    for (int i = 0; i < n; ++i)
        bad += (i > 0 && sorted[i - 1] > sorted[i]) || keys[perm[i]] != sorted[i];
    return bad;
}
