// Exercises <cuda/std/limits>: cuda::std::numeric_limits in device code (no relaxed constexpr needed).
#include <cuda/std/limits>

template <typename T>
__global__ void block_min(const T *v, int n, T *out)
{
    __shared__ T s[256];
    T m = cuda::std::numeric_limits<T>::max();
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        m = v[i] < m ? v[i] : m;
    s[threadIdx.x] = m;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (threadIdx.x < stride && s[threadIdx.x + stride] < s[threadIdx.x])
            s[threadIdx.x] = s[threadIdx.x + stride];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        *out = s[0];
}

int main()
{
    const int n = 1000;
    float h[n];
    for (int i = 0; i < n; ++i)
        h[i] = 500.0f - i * 0.5f;
    float *d, m = 0.0f;
    cudaMalloc(&d, sizeof(h) + sizeof(float));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    block_min<<<1, 256>>>(d, n, d + n);
    cudaMemcpy(&m, d + n, sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d);
    static_assert(cuda::std::numeric_limits<int>::digits == 31, "");
    return m == 0.5f && cuda::std::numeric_limits<double>::has_infinity ? 0 : 1;
}
