// Exercises <cuda/atomic>: cuda::atomic with thread_scope_device/block and cuda::atomic_ref fetch_min/fetch_max.
#include <cuda/atomic>

__global__ void scoped_counts(const int *v, int n, cuda::atomic<int, cuda::thread_scope_device> *total, int *lo, int *hi)
{
    __shared__ cuda::atomic<int, cuda::thread_scope_block> block_total;
    if (threadIdx.x == 0)
        block_total.store(0, cuda::std::memory_order_relaxed);
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        block_total.fetch_add(1, cuda::std::memory_order_relaxed);
        cuda::atomic_ref<int, cuda::thread_scope_device>(*lo).fetch_min(v[i], cuda::std::memory_order_relaxed);
        cuda::atomic_ref<int, cuda::thread_scope_device>(*hi).fetch_max(v[i], cuda::std::memory_order_relaxed);
    }
    __syncthreads();
    if (threadIdx.x == 0)
        total->fetch_add(block_total.load(cuda::std::memory_order_relaxed), cuda::std::memory_order_relaxed);
}

int main()
{
    const int n = 3000;
    int *h = new int[n];
    for (int i = 0; i < n; ++i)
        h[i] = (i * 131) % 977 - 400;
    int *d, *bounds;
    cuda::atomic<int, cuda::thread_scope_device> *total;
    cudaMalloc(&d, n * sizeof(int));
    cudaMalloc(&bounds, 2 * sizeof(int));
    cudaMallocManaged(&total, sizeof(*total));
    new (total) cuda::atomic<int, cuda::thread_scope_device>(0);
    int init[2] = {1 << 30, -(1 << 30)}, out[2];
    cudaMemcpy(bounds, init, sizeof(init), cudaMemcpyHostToDevice);
    cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
    scoped_counts<<<(n + 255) / 256, 256>>>(d, n, total, bounds, bounds + 1);
    cudaMemcpy(out, bounds, sizeof(out), cudaMemcpyDeviceToHost);
    int counted = total->load();
    cudaFree(d);
    cudaFree(bounds);
    cudaFree(total);
    delete[] h;
    return counted == n && out[0] == -400 && out[1] == 576 ? 0 : 1;
}
