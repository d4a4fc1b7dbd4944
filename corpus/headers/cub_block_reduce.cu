// Exercises <cub/block/block_reduce.cuh>: cub::BlockReduce Sum with a valid-item count and custom operator.
#include <cub/block/block_reduce.cuh>

struct AbsMax {
    __device__ float operator()(float a, float b) const { return fabsf(a) > fabsf(b) ? a : b; }
};

template <int BlockThreads, int ItemsPerThread>
__global__ void reduce_tiles(const float *in, float *sums, float *absmax, int n)
{
    using BlockReduce = cub::BlockReduce<float, BlockThreads, cub::BLOCK_REDUCE_WARP_REDUCTIONS>;
    __shared__ typename BlockReduce::TempStorage temp;
    float items[ItemsPerThread];
    int base = blockIdx.x * BlockThreads * ItemsPerThread;
    for (int k = 0; k < ItemsPerThread; ++k) {
        int i = base + threadIdx.x * ItemsPerThread + k;
        items[k] = i < n ? in[i] : 0.0f;
    }
    float s = BlockReduce(temp).Sum(items);
    __syncthreads();
    float m = BlockReduce(temp).Reduce(items[0], AbsMax{});
    if (threadIdx.x == 0) {
        sums[blockIdx.x] = s;
        absmax[blockIdx.x] = m;
    }
}

int main()
{
    const int threads = 128, ipt = 4, tile = threads * ipt, blocks = 3, n = blocks * tile;
    float *h = new float[n];
    for (int i = 0; i < n; ++i)
        h[i] = (i % 2 ? -1.0f : 1.0f) * (i % tile) * 0.001f;
    float *d, sums[blocks], absmax[blocks];
    cudaMalloc(&d, (n + 2 * blocks) * sizeof(float));
    cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
    reduce_tiles<threads, ipt><<<blocks, threads>>>(d, d + n, d + n + blocks, n);
    cudaMemcpy(sums, d + n, sizeof(sums), cudaMemcpyDeviceToHost);
    cudaMemcpy(absmax, d + n + blocks, sizeof(absmax), cudaMemcpyDeviceToHost);
    cudaFree(d);
    delete[] h;
    return fabsf(sums[0] + 0.256f) < 1e-3f && absmax[0] != 0.0f ? 0 : 1;
}
