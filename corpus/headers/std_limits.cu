// Exercises <limits>: std::numeric_limits used in device code (with relaxed constexpr) and on the host.
#include <limits>

template <typename T>
__global__ void min_reduce(const T *v, int n, T *out)
{
    T m = std::numeric_limits<T>::max();
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        m = v[i] < m ? v[i] : m;
    __shared__ T s[128];
    s[threadIdx.x] = m;
    __syncthreads();
    if (threadIdx.x == 0) {
        for (int i = 1; i < blockDim.x; ++i)
            m = s[i] < m ? s[i] : m;
        *out = m;
    }
}

template __global__ void min_reduce<int>(const int *, int, int *);
template __global__ void min_reduce<float>(const float *, int, float *);

int main()
{
    static_assert(std::numeric_limits<unsigned char>::digits == 8, "");
    float eps = std::numeric_limits<float>::epsilon();
    double inf = std::numeric_limits<double>::infinity();
    bool iec = std::numeric_limits<float>::is_iec559;
    int lowest = std::numeric_limits<int>::lowest();
    float *d, out = 0.0f;
    cudaMalloc(&d, 2 * sizeof(float));
    min_reduce<<<1, 128>>>(d, 0, d + 1);
    cudaMemcpy(&out, d + 1, sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return eps > 0 && inf > 1e308 && iec && lowest < 0 && out == std::numeric_limits<float>::max() ? 0 : 1;
}
