#include "prelude.cuh"

// 256-bin byte histogram: per-block privatised bins in shared memory, merged
// into the global histogram with atomics (declared like sm_20_atomic_functions.h).
extern "C" __device__ void __syncthreads(void);
extern __device__ __device_builtin__ int __iAtomicAdd(int *address, int val);
extern __device__ __device_builtin__ unsigned int __uAtomicAdd(unsigned int *address, unsigned int val);

static __device__ __forceinline__ unsigned atomic_inc(unsigned *addr)
{
    return __uAtomicAdd(addr, 1u);
}

#define NUM_BINS 256

__global__ void histogram256(const unsigned char *data, unsigned n, unsigned *bins)
{
    __shared__ unsigned local[NUM_BINS];
    for (unsigned b = threadIdx.x; b < NUM_BINS; b += blockDim.x)
        local[b] = 0;
    __syncthreads();

    unsigned stride = blockDim.x * gridDim.x;
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        atomic_inc(&local[data[i]]);
    __syncthreads();

    for (unsigned b = threadIdx.x; b < NUM_BINS; b += blockDim.x)
        if (local[b])
            __uAtomicAdd(&bins[b], local[b]);
}

__global__ void count_negative(const int *v, int n, int *count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && v[i] < 0)
        __iAtomicAdd(count, 1);
}

int main()
{
    unsigned char *data = nullptr;
    unsigned *bins = nullptr;
    histogram256<<<30, 256>>>(data, 1u << 24, bins);
    count_negative<<<64, 256>>>(nullptr, 1 << 14, nullptr);
    return 0;
}
