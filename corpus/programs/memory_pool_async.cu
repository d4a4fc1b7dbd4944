// Stream-ordered allocation: cudaMallocAsync/cudaFreeAsync from the default and a custom memory pool,
// a release threshold, pool usage attributes, and cross-stream reuse ordered by events.
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

__global__ void fill(int *v, int n, int value)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = value + i;
}

__global__ void accumulate(const int *v, int n, long long *sum)
{
    long long local = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        local += v[i];
    atomicAdd(reinterpret_cast<unsigned long long *>(sum), static_cast<unsigned long long>(local));
}

int main()
{
    int device = 0, pools_supported = 0;
    CUDA_CHECK(cudaDeviceGetAttribute(&pools_supported, cudaDevAttrMemoryPoolsSupported, device));
    if (!pools_supported) {
        std::printf("memory pools not supported\nFAIL: memory_pool_async\n");
        return 1;
    }

    cudaMemPool_t pool;
    cudaMemPoolProps props = {};
    props.allocType = cudaMemAllocationTypePinned;
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = device;
    CUDA_CHECK(cudaMemPoolCreate(&pool, &props));
    unsigned long long threshold = 64ull << 20;
    CUDA_CHECK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold));

    cudaStream_t producer, consumer;
    CUDA_CHECK(cudaStreamCreateWithFlags(&producer, cudaStreamNonBlocking));
    CUDA_CHECK(cudaStreamCreateWithFlags(&consumer, cudaStreamNonBlocking));
    cudaEvent_t ready;
    CUDA_CHECK(cudaEventCreateWithFlags(&ready, cudaEventDisableTiming));

    const int n = 1 << 20, rounds = 8;
    long long *d_sum;
    CUDA_CHECK(cudaMallocAsync(&d_sum, sizeof(long long), consumer));
    CUDA_CHECK(cudaMemsetAsync(d_sum, 0, sizeof(long long), consumer));
    long long want = 0;
    for (int r = 0; r < rounds; ++r) {
        int *buf = nullptr;
        CUDA_CHECK(cudaMallocFromPoolAsync(&buf, n * sizeof(int), pool, producer));
        fill<<<(n + 255) / 256, 256, 0, producer>>>(buf, n, r * 10);
        CUDA_CHECK(cudaEventRecord(ready, producer));
        CUDA_CHECK(cudaStreamWaitEvent(consumer, ready, 0));
        accumulate<<<128, 256, 0, consumer>>>(buf, n, d_sum);
        CUDA_CHECK(cudaFreeAsync(buf, consumer));
        want += static_cast<long long>(r * 10) * n + static_cast<long long>(n) * (n - 1) / 2;
    }
    long long got = 0;
    CUDA_CHECK(cudaMemcpyAsync(&got, d_sum, sizeof(got), cudaMemcpyDeviceToHost, consumer));
    CUDA_CHECK(cudaFreeAsync(d_sum, consumer));
    CUDA_CHECK(cudaStreamSynchronize(consumer));
    CUDA_CHECK(cudaStreamSynchronize(producer));

    unsigned long long reserved = 0, used = 0;
    CUDA_CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReservedMemCurrent, &reserved));
    CUDA_CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrUsedMemCurrent, &used));
    CUDA_CHECK(cudaMemPoolTrimTo(pool, 0));
    std::printf("sum %lld (want %lld), pool reserved %llu bytes, in use %llu bytes\n", got, want, reserved, used);

    CUDA_CHECK(cudaEventDestroy(ready));
    CUDA_CHECK(cudaStreamDestroy(producer));
    CUDA_CHECK(cudaStreamDestroy(consumer));
    CUDA_CHECK(cudaMemPoolDestroy(pool));
    bool ok = got == want && used == 0;
    std::printf("%s: memory_pool_async\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
