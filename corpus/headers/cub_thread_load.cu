// Exercises <cub/thread/thread_load.cuh> and cache-modifier loads: cub::ThreadLoad<LOAD_CG>/<LOAD_VOLATILE>.
#include <cub/thread/thread_load.cuh>

__global__ void poll_and_sum(const int *data, const int *flag, int *out, int n)
{
    while (cub::ThreadLoad<cub::LOAD_VOLATILE>(flag) == 0) {
    }
    int s = 0;
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        s += cub::ThreadLoad<cub::LOAD_CG>(data + i);
    atomicAdd(out, s);
}

int main()
{
    const int n = 1000;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = 2;
    int *d, one = 1, total = 0;
    cudaMalloc(&d, (n + 2) * sizeof(int));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemcpy(d + n, &one, sizeof(int), cudaMemcpyHostToDevice);
    cudaMemset(d + n + 1, 0, sizeof(int));
    poll_and_sum<<<1, 128>>>(d, d + n, d + n + 1, n);
    cudaMemcpy(&total, d + n + 1, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return total == 2 * n ? 0 : 1;
}
