// Exercises <device_atomic_functions.h>: the classic int/unsigned atomics (atomicCAS, atomicInc, atomicSub).
#include <device_atomic_functions.h>

__device__ int lock_word = 0;

__global__ void ticket_counter(unsigned *ring, int *total, int *guarded)
{
    unsigned slot = atomicInc(ring, 15u);
    atomicSub(total, 1);
    if (threadIdx.x % 32 == 0) {
        while (atomicCAS(&lock_word, 0, 1) != 0) {
        }
        *guarded += static_cast<int>(slot < 16u);
        __threadfence();
        atomicExch(&lock_word, 0);
    }
}

int main()
{
    unsigned *ring;
    int *vals, h[2];
    cudaMalloc(&ring, sizeof(unsigned));
    cudaMalloc(&vals, 2 * sizeof(int));
    cudaMemset(ring, 0, sizeof(unsigned));
    h[0] = 256;
    h[1] = 0;
    cudaMemcpy(vals, h, sizeof(h), cudaMemcpyHostToDevice);
    ticket_counter<<<2, 128>>>(ring, vals, vals + 1);
    unsigned r = 0;
    cudaMemcpy(&r, ring, sizeof(r), cudaMemcpyDeviceToHost);
    cudaMemcpy(h, vals, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(ring);
    cudaFree(vals);
    return h[0] == 0 && h[1] == 8 && r == 0u ? 0 : 1;
}
