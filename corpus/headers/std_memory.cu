// Exercises <memory>: unique_ptr/shared_ptr with custom deleters owning CUDA resources.
#include <memory>

struct CudaFree {
    void operator()(void *p) const { cudaFree(p); }
};

template <typename T>
using device_ptr = std::unique_ptr<T[], CudaFree>;

template <typename T>
device_ptr<T> make_device(std::size_t n)
{
    T *p = nullptr;
    cudaMalloc(&p, n * sizeof(T));
    return device_ptr<T>(p);
}

__global__ void ramp(int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = i;
}

int main()
{
    const int n = 300;
    auto d = make_device<int>(n);
    ramp<<<(n + 127) / 128, 128>>>(d.get(), n);
    auto host = std::make_unique<int[]>(n);
    cudaMemcpy(host.get(), d.get(), n * sizeof(int), cudaMemcpyDeviceToHost);

    cudaStream_t raw;
    cudaStreamCreate(&raw);
    std::shared_ptr<CUstream_st> stream(raw, [](cudaStream_t s) { cudaStreamDestroy(s); });
    std::weak_ptr<CUstream_st> observer = stream;
    auto copy = stream;
    return host[n - 1] == n - 1 && stream.use_count() == 2 && !observer.expired() ? 0 : 1;
}
