// CUB in practice: DeviceReduce (Sum, ArgMax, custom op), a BlockReduce kernel, and temp-storage reuse.
#include <cub/cub.cuh>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                                              \
    do {                                                                                              \
        cudaError_t err__ = (call);                                                                   \
        if (err__ != cudaSuccess) {                                                                   \
            std::fprintf(stderr, "%s:%d: %s -> %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(err__)); \
            std::exit(EXIT_FAILURE);                                                                  \
        }                                                                                             \
    } while (0)

struct AbsMin {
    __host__ __device__ int operator()(int a, int b) const { return abs(a) < abs(b) ? a : b; }
};

template <int BLOCK_THREADS, int ITEMS_PER_THREAD>
__global__ void block_sums(const int *in, long long *out, int n)
{
    using BlockLoad = cub::BlockLoad<int, BLOCK_THREADS, ITEMS_PER_THREAD, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
    using BlockReduce = cub::BlockReduce<long long, BLOCK_THREADS>;
    __shared__ union {
        typename BlockLoad::TempStorage load;
        typename BlockReduce::TempStorage reduce;
    } temp;
    int items[ITEMS_PER_THREAD];
    int offset = blockIdx.x * BLOCK_THREADS * ITEMS_PER_THREAD;
    BlockLoad(temp.load).Load(in + offset, items, n - offset, 0);
    __syncthreads();
    long long local = 0;
    for (int k = 0; k < ITEMS_PER_THREAD; ++k)
        local += items[k];
    long long total = BlockReduce(temp.reduce).Sum(local);
    if (threadIdx.x == 0)
        out[blockIdx.x] = total;
}

int main()
{
    const int n = 3 * 1000 * 1000 + 7;
    std::vector<int> h(n);
    unsigned state = 17u;
    for (int i = 0; i < n; ++i) {
        state = state * 1103515245u + 12345u;
        h[i] = static_cast<int>((state >> 16) % 2001) - 1000;
    }
    h[n / 2] = 5000;

    int *d_in;
    long long *d_sum;
    int *d_min;
    int *d_max_value;
    long long *d_max_index;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_sum, sizeof(long long)));
    CUDA_CHECK(cudaMalloc(&d_min, sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_max_value, sizeof(int)));
    CUDA_CHECK(cudaMalloc(&d_max_index, sizeof(long long)));
    CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

    size_t bytes_sum = 0, bytes_arg = 0, bytes_min = 0;
    CUDA_CHECK(cub::DeviceReduce::Sum(nullptr, bytes_sum, d_in, d_sum, n));
    CUDA_CHECK(cub::DeviceReduce::ArgMax(nullptr, bytes_arg, d_in, d_max_value, d_max_index, n));
    CUDA_CHECK(cub::DeviceReduce::Reduce(nullptr, bytes_min, d_in, d_min, n, AbsMin{}, 1 << 30));
    size_t bytes = std::max(bytes_sum, std::max(bytes_arg, bytes_min));
    void *d_temp;
    CUDA_CHECK(cudaMalloc(&d_temp, bytes));
    CUDA_CHECK(cub::DeviceReduce::Sum(d_temp, bytes_sum, d_in, d_sum, n));
    CUDA_CHECK(cub::DeviceReduce::ArgMax(d_temp, bytes_arg, d_in, d_max_value, d_max_index, n));
    CUDA_CHECK(cub::DeviceReduce::Reduce(d_temp, bytes_min, d_in, d_min, n, AbsMin{}, 1 << 30));

    constexpr int threads = 256, ipt = 8, tile = threads * ipt;
    int blocks = (n + tile - 1) / tile;
    long long *d_partial;
    CUDA_CHECK(cudaMalloc(&d_partial, blocks * sizeof(long long)));
    block_sums<threads, ipt><<<blocks, threads>>>(d_in, d_partial, n);
    CUDA_CHECK(cudaGetLastError());
    std::vector<long long> partial(blocks);
    CUDA_CHECK(cudaMemcpy(partial.data(), d_partial, blocks * sizeof(long long), cudaMemcpyDeviceToHost));

    long long sum = 0;
    int absmin = 0;
    int max_value = 0;
    long long max_index = -1;
    CUDA_CHECK(cudaMemcpy(&sum, d_sum, sizeof(sum), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(&absmin, d_min, sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(&max_value, d_max_value, sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(&max_index, d_max_index, sizeof(long long), cudaMemcpyDeviceToHost));

    long long want = 0, block_total = 0;
    for (int v : h)
        want += v;
    for (long long p : partial)
        block_total += p;
    bool has_zero = false;
    for (int v : h)
        has_zero |= v == 0;

    std::printf("sum %lld (want %lld), block sum %lld, argmax %d at %lld, |min| %d\n", sum, want, block_total,
                max_value, max_index, absmin);
    bool ok = sum == want && block_total == want && max_index == n / 2 && max_value == 5000 &&
              (!has_zero || absmin == 0);
    CUDA_CHECK(cudaFree(d_temp));
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_sum));
    CUDA_CHECK(cudaFree(d_min));
    CUDA_CHECK(cudaFree(d_max_value));
    CUDA_CHECK(cudaFree(d_max_index));
    CUDA_CHECK(cudaFree(d_partial));
    std::printf("%s: cub_device_reduce_sum\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
