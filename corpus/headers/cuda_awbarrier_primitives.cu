// Exercises <cuda_awbarrier_primitives.h>: the C-style __mbarrier_* primitives (init, arrive, test_wait, inval).
#include <cuda_awbarrier_primitives.h>

__global__ void primitives(int *out)
{
    __shared__ __mbarrier_t bar;
    __shared__ int value;
    if (threadIdx.x == 0) {
        __mbarrier_init(&bar, blockDim.x);
        value = 0;
    }
    __syncthreads();
    atomicAdd(&value, 1);
    __mbarrier_token_t token = __mbarrier_arrive(&bar);
    while (!__mbarrier_test_wait(&bar, token)) {
    }
    if (threadIdx.x == 0) {
        out[blockIdx.x] = value;
        __mbarrier_inval(&bar);
    }
}

int main()
{
    int *d, h[2] = {0, 0};
    cudaMalloc(&d, sizeof(h));
    primitives<<<2, 64>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return h[0] == 64 && h[1] == 64 && __mbarrier_maximum_count() > 64 ? 0 : 1;
}
