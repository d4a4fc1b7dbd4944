// Exercises <cuda/std/atomic>: cuda::std::atomic in device memory and cuda::std::atomic_ref on plain ints.
#include <cuda/std/atomic>

__global__ void count_and_max(const int *v, int n, cuda::std::atomic<int> *count, int *max_out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        if (v[i] > 0)
            count->fetch_add(1, cuda::std::memory_order_relaxed);
        cuda::std::atomic_ref<int> m(*max_out);
        int cur = m.load(cuda::std::memory_order_relaxed);
        while (v[i] > cur && !m.compare_exchange_weak(cur, v[i], cuda::std::memory_order_relaxed)) {
        }
    }
}

int main()
{
    const int n = 1000;
    int h[n];
    for (int i = 0; i < n; ++i)
        h[i] = (i * 37) % 101 - 50;
    int *d, *dmax;
    cuda::std::atomic<int> *dcount;
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&dmax, sizeof(int));
    cudaMallocManaged(&dcount, sizeof(cuda::std::atomic<int>));
    new (dcount) cuda::std::atomic<int>(0);
    int init = -1000;
    cudaMemcpy(dmax, &init, sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    count_and_max<<<(n + 255) / 256, 256>>>(d, n, dcount, dmax);
    cudaDeviceSynchronize();
    int mx = 0, positives = dcount->load();
    cudaMemcpy(&mx, dmax, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dmax);
    cudaFree(dcount);
    return mx == 50 && positives > 0 ? 0 : 1;
}
