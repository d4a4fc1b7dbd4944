// Exercises <cuda/std/barrier>: a block-scoped cuda::std::barrier in shared memory with a completion function.
#include <cuda/std/barrier>

struct Bump {
    int *phases;
    __device__ void operator()() noexcept { ++*phases; }
};

__global__ void phased(int *data, int *phase_counts)
{
    __shared__ int phases;
    using Barrier = cuda::std::barrier<Bump>;
    __shared__ cuda::std::aligned_storage_t<sizeof(Barrier), alignof(Barrier)> storage;
    Barrier *bar = reinterpret_cast<Barrier *>(&storage);
    if (threadIdx.x == 0) {
        phases = 0;
        new (bar) Barrier(blockDim.x, Bump{&phases});
    }
    __syncthreads();
    for (int p = 0; p < 3; ++p) {
        data[blockIdx.x * blockDim.x + threadIdx.x] += p;
        bar->arrive_and_wait();
    }
    if (threadIdx.x == 0)
        phase_counts[blockIdx.x] = phases;
}

int main()
{
    const int blocks = 2, threads = 64;
    int *d, *dp, h[blocks * threads], hp[blocks];
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&dp, sizeof(hp));
    cudaMemset(d, 0, sizeof(h));
    phased<<<blocks, threads>>>(d, dp);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaMemcpy(hp, dp, sizeof(hp), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dp);
    return h[0] == 3 && hp[1] == 3 ? 0 : 1;
}
