// Exercises <cuda/std/semaphore>: a device-scope binary semaphore guarding a critical section across blocks.
#include <cuda/std/semaphore>

__global__ void guarded_append(cuda::std::binary_semaphore *sem, int *list, int *size)
{
    if (threadIdx.x == 0) {
        sem->acquire();
        int s = *size;
        list[s] = blockIdx.x;
        *size = s + 1;
        __threadfence();
        sem->release();
    }
}

int main()
{
    const int blocks = 16;
    cuda::std::binary_semaphore *sem;
    int *list, *size, n = 0;
    cudaMallocManaged(&sem, sizeof(*sem));
    new (sem) cuda::std::binary_semaphore(1);
    cudaMalloc(&list, blocks * sizeof(int));
    cudaMalloc(&size, sizeof(int));
    cudaMemset(size, 0, sizeof(int));
    guarded_append<<<blocks, 32>>>(sem, list, size);
    cudaMemcpy(&n, size, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(sem);
    cudaFree(list);
    cudaFree(size);
    return n == blocks && cuda::std::counting_semaphore<8>::max() >= 8 ? 0 : 1;
}
