// Exercises <cuda/barrier>: cuda::barrier<thread_scope_block> with cuda::memcpy_async staging global->shared on sm_80.
#include <cuda/barrier>

__global__ void staged_scale(const float *in, float *out, int tile)
{
    extern __shared__ float smem[];
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    if (threadIdx.x == 0)
        init(&bar, blockDim.x);
    __syncthreads();
    const float *src = in + blockIdx.x * tile;
    for (int i = threadIdx.x; i < tile; i += blockDim.x)
        cuda::memcpy_async(&smem[i], &src[i], sizeof(float), bar);
    bar.arrive_and_wait();
    for (int i = threadIdx.x; i < tile; i += blockDim.x)
        out[blockIdx.x * tile + i] = smem[i] * 3.0f;
}

int main()
{
    const int blocks = 4, tile = 1024, n = blocks * tile;
    float *h = new float[n];
    for (int i = 0; i < n; ++i)
        h[i] = static_cast<float>(i);
    float *d;
    cudaMalloc(&d, 2 * n * sizeof(float));
    cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
    staged_scale<<<blocks, 128, tile * sizeof(float)>>>(d, d + n, tile);
    cudaMemcpy(h, d + n, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d);
    bool ok = h[n - 1] == 3.0f * (n - 1);
    delete[] h;
    return ok ? 0 : 1;
}
