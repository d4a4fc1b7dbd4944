// Exercises <cuda/semaphore>: cuda::counting_semaphore<thread_scope_device> limiting concurrent block access.
#include <cuda/semaphore>

using Sem = cuda::counting_semaphore<cuda::thread_scope_device, 4>;

__global__ void limited(Sem *sem, int *in_flight, int *max_seen)
{
    if (threadIdx.x == 0) {
        sem->acquire();
        int now = atomicAdd(in_flight, 1) + 1;
        atomicMax(max_seen, now);
        atomicSub(in_flight, 1);
        sem->release();
    }
}

int main()
{
    Sem *sem;
    int *counters, h[2];
    cudaMallocManaged(&sem, sizeof(Sem));
    new (sem) Sem(4);
    cudaMalloc(&counters, 2 * sizeof(int));
    cudaMemset(counters, 0, 2 * sizeof(int));
    limited<<<64, 32>>>(sem, counters, counters + 1);
    cudaMemcpy(h, counters, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(sem);
    cudaFree(counters);
    return h[0] == 0 && h[1] >= 1 && h[1] <= 4 && Sem::max() >= 4 ? 0 : 1;
}
