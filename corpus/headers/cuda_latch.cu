// Exercises <cuda/latch>: cuda::latch<thread_scope_block> in shared memory.
#include <cuda/latch>

__global__ void produce_consume(int *out)
{
    __shared__ int items[64];
    using Latch = cuda::latch<cuda::thread_scope_block>;
    __shared__ cuda::std::aligned_storage_t<sizeof(Latch), alignof(Latch)> storage;
    Latch &ready = *reinterpret_cast<Latch *>(&storage);
    if (threadIdx.x == 0)
        new (&ready) Latch(blockDim.x);
    __syncthreads();
    items[threadIdx.x] = threadIdx.x * threadIdx.x;
    ready.count_down();
    ready.wait();
    out[blockIdx.x * blockDim.x + threadIdx.x] = items[blockDim.x - 1 - threadIdx.x];
}

int main()
{
    const int threads = 64;
    int *d, h[threads];
    cudaMalloc(&d, sizeof(h));
    produce_consume<<<1, threads>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return h[0] == 63 * 63 && h[63] == 0 ? 0 : 1;
}
