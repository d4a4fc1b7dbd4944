// Exercises <cuda/pipeline>: a per-thread multi-stage cuda::pipeline (make_pipeline) with cuda::memcpy_async.
#include <cuda/pipeline>

__global__ void pipelined_sum(const int *in, int *out, int chunks)
{
    constexpr int stages = 2;
    constexpr int chunk = 256;
    __shared__ int buf[stages][chunk];
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
    int acc = 0;
    for (int fetch = 0, use = 0; use < chunks; ++use) {
        for (; fetch < chunks && fetch < use + stages; ++fetch) {
            pipe.producer_acquire();
            cuda::memcpy_async(&buf[fetch % stages][threadIdx.x], in + fetch * chunk + threadIdx.x, sizeof(int), pipe);
            pipe.producer_commit();
        }
        pipe.consumer_wait();
        acc += buf[use % stages][threadIdx.x];
        pipe.consumer_release();
    }
    atomicAdd(out, acc);
}

int main()
{
    const int chunks = 8, n = chunks * 256;
    int *h = new int[n];
    for (int i = 0; i < n; ++i)
        h[i] = 1;
    int *d, total = 0;
    cudaMalloc(&d, (n + 1) * sizeof(int));
    cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemset(d + n, 0, sizeof(int));
    pipelined_sum<<<1, 256>>>(d, d + n, chunks);
    cudaMemcpy(&total, d + n, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    delete[] h;
    return total == n ? 0 : 1;
}
