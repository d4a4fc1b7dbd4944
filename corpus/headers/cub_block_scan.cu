// Exercises <cub/block/block_scan.cuh>: cub::BlockScan ExclusiveSum for stream compaction within a block.
#include <cub/block/block_scan.cuh>

template <int Threads>
__global__ void compact_positive(const int *in, int *out, int *count)
{
    using Scan = cub::BlockScan<int, Threads>;
    __shared__ typename Scan::TempStorage temp;
    int v = in[threadIdx.x];
    int keep = v > 0 ? 1 : 0, pos, total;
    Scan(temp).ExclusiveSum(keep, pos, total);
    if (keep)
        out[pos] = v;
    if (threadIdx.x == 0)
        *count = total;
}

template <int Threads>
__global__ void running_max(const int *in, int *out)
{
    using Scan = cub::BlockScan<int, Threads, cub::BLOCK_SCAN_WARP_SCANS>;
    __shared__ typename Scan::TempStorage temp;
    int v = in[threadIdx.x], r;
    Scan(temp).InclusiveScan(v, r, cuda::maximum<>{});
    out[threadIdx.x] = r;
}

int main()
{
    const int n = 256;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = (i % 3) - 1;
    int *d, count = 0, out[n];
    cudaMalloc(&d, 3 * sizeof(h) + sizeof(int));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    compact_positive<n><<<1, n>>>(d, d + n, d + 3 * n);
    running_max<n><<<1, n>>>(d, d + 2 * n);
    cudaMemcpy(&count, d + 3 * n, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(out, d + 2 * n, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return count == 85 && out[0] == -1 && out[2] == 1 ? 0 : 1;
}
