#include "prelude.cuh"

// Two-stream pipeline: every launch form (2, 3 and 4 configuration arguments),
// with integral and dim3 grid/block shapes and an explicit stream.
struct Pipeline {
    cudaStream_t copy_stream;
    cudaStream_t compute_stream;
    int chunk;
};

__global__ void produce(float *buf, int n, float seed)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) buf[i] = seed + (float)i;
}

__global__ void consume(const float *buf, float *out, int n)
{
    extern __shared__ float stage[];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    stage[threadIdx.x] = i < n ? buf[i] : 0.0f;
    if (i < n) out[i] = stage[threadIdx.x] * 0.5f;
}

void run(Pipeline &p, float *a, float *b, int n)
{
    dim3 block(128);
    dim3 grid((n + block.x - 1) / block.x);
    size_t smem = block.x * sizeof(float);

    produce<<<grid, block>>>(a, n, 1.0f);
    produce<<<grid, block, 0>>>(b, n, 2.0f);
    produce<<<grid, block, 0, p.copy_stream>>>(a, n, 3.0f);
    consume<<<grid, block, smem, p.compute_stream>>>(a, b, n);
    consume<<<dim3(grid.x, 1, 1), dim3(128, 1, 1), smem, 0>>>(b, a, n);
    consume<<<1, 128, smem, (cudaStream_t)nullptr>>>(a, b, p.chunk);
}

int main()
{
    Pipeline p{nullptr, nullptr, 64};
    run(p, nullptr, nullptr, 4096);
    return 0;
}
