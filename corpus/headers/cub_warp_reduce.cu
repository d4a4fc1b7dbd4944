// Exercises <cub/warp/warp_reduce.cuh>: cub::WarpReduce Sum over full warps and Reduce on 8-thread logical warps.
#include <cub/warp/warp_reduce.cuh>

__global__ void warp_sums(const int *in, int *out)
{
    using WarpReduce = cub::WarpReduce<int>;
    __shared__ typename WarpReduce::TempStorage temp[4];
    int warp = threadIdx.x / 32;
    int v = in[blockIdx.x * blockDim.x + threadIdx.x];
    int s = WarpReduce(temp[warp]).Sum(v);
    if (threadIdx.x % 32 == 0)
        out[blockIdx.x * 4 + warp] = s;
}

__global__ void sub_warp_max(const int *in, int *out)
{
    using Reduce8 = cub::WarpReduce<int, 8>;
    __shared__ typename Reduce8::TempStorage temp[4];
    int group = threadIdx.x / 8;
    int m = Reduce8(temp[group]).Reduce(in[threadIdx.x], cuda::maximum<>{});
    if (threadIdx.x % 8 == 0)
        out[group] = m;
}

int main()
{
    const int n = 256;
    int h[n], sums[8], maxima[4];
    for (int i = 0; i < n; ++i)
        h[i] = i % 32;
    int *d;
    cudaMalloc(&d, sizeof(h) + sizeof(sums) + sizeof(maxima));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    warp_sums<<<2, 128>>>(d, d + n);
    sub_warp_max<<<1, 32>>>(d, d + n + 8);
    cudaMemcpy(sums, d + n, sizeof(sums), cudaMemcpyDeviceToHost);
    cudaMemcpy(maxima, d + n + 8, sizeof(maxima), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return sums[7] == 496 && maxima[3] == 31 ? 0 : 1;
}
