// Exercises <cub/block/block_histogram.cuh>: cub::BlockHistogram with BLOCK_HISTO_ATOMIC over byte samples.
#include <cub/block/block_histogram.cuh>

template <int Threads, int Items, int Bins>
__global__ void histogram(const unsigned char *samples, unsigned *global_bins)
{
    using Histo = cub::BlockHistogram<unsigned char, Threads, Items, Bins, cub::BLOCK_HISTO_ATOMIC>;
    __shared__ typename Histo::TempStorage temp;
    __shared__ unsigned bins[Bins];
    unsigned char items[Items];
    int base = blockIdx.x * Threads * Items;
    for (int k = 0; k < Items; ++k)
        items[k] = samples[base + threadIdx.x * Items + k];
    Histo(temp).Histogram(items, bins);
    __syncthreads();
    for (int b = threadIdx.x; b < Bins; b += Threads)
        atomicAdd(&global_bins[b], bins[b]);
}

int main()
{
    const int threads = 128, items = 4, bins = 256, blocks = 8, n = blocks * threads * items;
    unsigned char *h = new unsigned char[n];
    for (int i = 0; i < n; ++i)
        h[i] = static_cast<unsigned char>(i % 251);
    unsigned char *d;
    unsigned *db, out[bins];
    cudaMalloc(&d, n);
    cudaMalloc(&db, sizeof(out));
    cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
    cudaMemset(db, 0, sizeof(out));
    histogram<threads, items, bins><<<blocks, threads>>>(d, db);
    cudaMemcpy(out, db, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(db);
    unsigned total = 0;
    for (int b = 0; b < bins; ++b)
        total += out[b];
    delete[] h;
    return total == static_cast<unsigned>(n) && out[255] == 0 ? 0 : 1;
}
