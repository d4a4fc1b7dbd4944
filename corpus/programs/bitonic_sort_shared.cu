// Bitonic sort: per-block sort of 1024 keys in shared memory, then global merge steps for the full array.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

constexpr int SHARED_KEYS = 1024;

__device__ __forceinline__ void compare_swap(unsigned &a, unsigned &b, bool ascending)
{
    if ((a > b) == ascending) {
        unsigned t = a;
        a = b;
        b = t;
    }
}

__global__ void bitonic_shared(unsigned *keys)
{
    __shared__ unsigned s[SHARED_KEYS];
    unsigned base = blockIdx.x * SHARED_KEYS;
    for (int i = threadIdx.x; i < SHARED_KEYS; i += blockDim.x)
        s[i] = keys[base + i];
    __syncthreads();
    for (unsigned size = 2; size <= SHARED_KEYS; size <<= 1) {
        for (unsigned stride = size / 2; stride > 0; stride >>= 1) {
            for (unsigned t = threadIdx.x; t < SHARED_KEYS / 2; t += blockDim.x) {
                unsigned pos = 2 * t - (t & (stride - 1));
                bool ascending = (((base + pos) & size) == 0);
                compare_swap(s[pos], s[pos + stride], ascending);
            }
            __syncthreads();
        }
    }
    for (int i = threadIdx.x; i < SHARED_KEYS; i += blockDim.x)
        keys[base + i] = s[i];
}

__global__ void bitonic_global_step(unsigned *keys, unsigned n, unsigned size, unsigned stride)
{
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n / 2)
        return;
    unsigned pos = 2 * t - (t & (stride - 1));
    bool ascending = (pos & size) == 0;
    unsigned a = keys[pos], b = keys[pos + stride];
    compare_swap(a, b, ascending);
    keys[pos] = a;
    keys[pos + stride] = b;
}

int main()
{
    const unsigned n = 1u << 18;
    std::mt19937 rng(99);
    std::vector<unsigned> h(n);
    for (auto &k : h)
        k = rng();
    std::vector<unsigned> ref = h;
    std::sort(ref.begin(), ref.end());

    unsigned *d;
    CUDA_CHECK(cudaMalloc(&d, n * sizeof(unsigned)));
    CUDA_CHECK(cudaMemcpy(d, h.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
    bitonic_shared<<<n / SHARED_KEYS, 256>>>(d);
    CUDA_CHECK(cudaGetLastError());
    for (unsigned size = 2 * SHARED_KEYS; size <= n; size <<= 1)
        for (unsigned stride = size / 2; stride > 0; stride >>= 1)
            bitonic_global_step<<<(n / 2 + 255) / 256, 256>>>(d, n, size, stride);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(h.data(), d, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(d));
    bool ok = h == ref;
    std::printf("sorted %u keys on the device, first %u last %u\n", n, h.front(), h.back());
    std::printf("%s: bitonic_sort_shared\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
