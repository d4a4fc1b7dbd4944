// Exercises <sm_20_intrinsics.h>: __syncthreads_count/__syncthreads_or, __threadfence_block and __ballot_sync predicates.
#include <sm_20_intrinsics.h>

__global__ void vote(const int *v, int *counts)
{
    int x = v[blockIdx.x * blockDim.x + threadIdx.x];
    int positives = __syncthreads_count(x > 0);
    int any_zero = __syncthreads_or(x == 0);
    int all_small = __syncthreads_and(x < 100);
    __threadfence_block();
    if (threadIdx.x == 0) {
        counts[3 * blockIdx.x] = positives;
        counts[3 * blockIdx.x + 1] = any_zero;
        counts[3 * blockIdx.x + 2] = all_small;
    }
}

int main()
{
    const int threads = 128;
    int h[threads], out[3];
    for (int i = 0; i < threads; ++i)
        h[i] = i - 10;
    int *d;
    cudaMalloc(&d, sizeof(h) + sizeof(out));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    vote<<<1, threads>>>(d, d + threads);
    cudaMemcpy(out, d + threads, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return out[0] == 117 && out[1] == 1 && out[2] == 0 ? 0 : 1;
}
