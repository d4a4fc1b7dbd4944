// Exercises <cuda/std/latch>: a block-local cuda::std::latch gating a reduction result.
#include <cuda/std/latch>

__global__ void gather_then_read(const int *in, int *out)
{
    __shared__ int values[128];
    __shared__ cuda::std::aligned_storage_t<sizeof(cuda::std::latch), alignof(cuda::std::latch)> storage;
    auto *done = reinterpret_cast<cuda::std::latch *>(&storage);
    if (threadIdx.x == 0)
        new (done) cuda::std::latch(blockDim.x);
    __syncthreads();
    values[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x] * 2;
    done->arrive_and_wait();
    if (threadIdx.x == 0) {
        int s = 0;
        for (int i = 0; i < blockDim.x; ++i)
            s += values[i];
        out[blockIdx.x] = s;
    }
}

int main()
{
    const int blocks = 2, threads = 128;
    int h[blocks * threads], out[blocks];
    for (int i = 0; i < blocks * threads; ++i)
        h[i] = 1;
    int *d;
    cudaMalloc(&d, sizeof(h) + sizeof(out));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    gather_then_read<<<blocks, threads>>>(d, d + blocks * threads);
    cudaMemcpy(out, d + blocks * threads, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return out[1] == 2 * threads ? 0 : 1;
}
