// Exercises <cuda_pipeline.h>: nvcuda::experimental::pipeline with memcpy_async into shared memory.
#include <cuda_pipeline.h>

__global__ void copy_scale(const float4 *in, float4 *out, int tiles)
{
    __shared__ float4 tile[64];
    nvcuda::experimental::pipeline pipe;
    for (int t = 0; t < tiles; ++t) {
        nvcuda::experimental::memcpy_async(tile[threadIdx.x], in[t * blockDim.x + threadIdx.x], pipe);
        pipe.commit_and_wait();
        float4 v = tile[threadIdx.x];
        out[t * blockDim.x + threadIdx.x] = make_float4(2 * v.x, 2 * v.y, 2 * v.z, 2 * v.w);
        __syncthreads();
    }
}

int main()
{
    const int tiles = 4, threads = 64, n = tiles * threads;
    float4 h[n];
    for (int i = 0; i < n; ++i)
        h[i] = make_float4(i, i, i, i);
    float4 *d;
    cudaMalloc(&d, 2 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    copy_scale<<<1, threads>>>(d, d + n, tiles);
    cudaMemcpy(h, d + n, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return h[n - 1].w == 2.0f * (n - 1) ? 0 : 1;
}
