// Exercises <cub/warp/warp_scan.cuh>: cub::WarpScan ExclusiveSum and InclusiveScan with warp aggregates.
#include <cub/warp/warp_scan.cuh>

__global__ void warp_offsets(const int *counts, int *offsets, int *totals)
{
    using WarpScan = cub::WarpScan<int>;
    __shared__ typename WarpScan::TempStorage temp[2];
    int warp = threadIdx.x / 32;
    int c = counts[threadIdx.x], off, total;
    WarpScan(temp[warp]).ExclusiveSum(c, off, total);
    offsets[threadIdx.x] = off;
    if (threadIdx.x % 32 == 0)
        totals[warp] = total;
}

int main()
{
    const int n = 64;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = i % 4;
    int *d, offsets[n], totals[2];
    cudaMalloc(&d, 2 * sizeof(h) + sizeof(totals));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    warp_offsets<<<1, n>>>(d, d + n, d + 2 * n);
    cudaMemcpy(offsets, d + n, sizeof(offsets), cudaMemcpyDeviceToHost);
    cudaMemcpy(totals, d + 2 * n, sizeof(totals), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return offsets[5] == 0 + 1 + 2 + 3 + 0 && totals[1] == 48 ? 0 : 1;
}
