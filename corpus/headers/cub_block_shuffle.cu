// Exercises <cub/block/block_shuffle.cuh>: cub::BlockShuffle Offset/Up/Rotate across a thread block.
#include <cub/block/block_shuffle.cuh>

template <int Threads>
__global__ void neighbours(const int *in, int *next, int *rotated)
{
    using Shuffle = cub::BlockShuffle<int, Threads>;
    __shared__ typename Shuffle::TempStorage temp;
    int v = in[threadIdx.x], n = -1, r = -1;
    Shuffle(temp).Offset(v, n, 1);
    __syncthreads();
    Shuffle(temp).Rotate(v, r, 3);
    next[threadIdx.x] = n;
    rotated[threadIdx.x] = r;
}

int main()
{
    const int n = 64;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = i * 2;
    int *d, next[n], rot[n];
    cudaMalloc(&d, 3 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    neighbours<n><<<1, n>>>(d, d + n, d + 2 * n);
    cudaMemcpy(next, d + n, sizeof(next), cudaMemcpyDeviceToHost);
    cudaMemcpy(rot, d + 2 * n, sizeof(rot), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return next[0] == 2 && rot[0] == 6 && rot[n - 1] == 4 ? 0 : 1;
}
