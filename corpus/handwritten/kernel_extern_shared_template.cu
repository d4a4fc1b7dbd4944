#include "prelude.cuh"

// The SharedMemory<T> idiom from the CUDA samples: typed access to the single
// dynamic extern __shared__ buffer from templated kernels.
extern "C" __device__ void __syncthreads(void);

template <class T>
struct SharedMemory {
    __device__ inline operator T *()
    {
        extern __shared__ int __smem[];
        return (T *)__smem;
    }
    __device__ inline operator const T *() const
    {
        extern __shared__ int __smem[];
        return (T *)__smem;
    }
};

template <>
struct SharedMemory<double> {
    __device__ inline operator double *()
    {
        extern __shared__ double __smem_d[];
        return (double *)__smem_d;
    }
};

template <class T, unsigned BlockSize>
__global__ void reduce_max(const T *in, T *out, unsigned n)
{
    T *s = SharedMemory<T>();
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * BlockSize + tid;
    s[tid] = i < n ? in[i] : in[0];
    __syncthreads();
    for (unsigned k = BlockSize / 2; k > 0; k /= 2) {
        if (tid < k && s[tid + k] > s[tid]) s[tid] = s[tid + k];
        __syncthreads();
    }
    if (tid == 0) out[blockIdx.x] = s[0];
}

int main()
{
    reduce_max<float, 256><<<16, 256, 256 * sizeof(float)>>>(nullptr, nullptr, 4096);
    reduce_max<double, 128><<<16, 128, 128 * sizeof(double)>>>(nullptr, nullptr, 2048);
    reduce_max<int, 64><<<1, 64, 64 * sizeof(int)>>>(nullptr, nullptr, 64);
    return 0;
}
