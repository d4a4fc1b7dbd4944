// Exercises <memory> in C++20: std::to_address, make_shared for arrays and std::construct_at.
#include <memory>

__global__ void scale(double *v, int n, double f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= f;
}

struct PinnedDeleter {
    void operator()(double *p) const { cudaFreeHost(p); }
};

int main()
{
    const int n = 128;
    double *raw = nullptr;
    cudaMallocHost(&raw, n * sizeof(double));
    std::unique_ptr<double[], PinnedDeleter> pinned(raw);
    for (int i = 0; i < n; ++i)
        std::construct_at(std::to_address(pinned.get() + i), 1.5 * i);

    double *d;
    cudaMalloc(&d, n * sizeof(double));
    cudaMemcpy(d, pinned.get(), n * sizeof(double), cudaMemcpyHostToDevice);
    scale<<<1, n>>>(d, n, 2.0);
    cudaMemcpy(pinned.get(), d, n * sizeof(double), cudaMemcpyDeviceToHost);
    cudaFree(d);

    auto shared = std::make_shared<double[]>(4, 0.0);
    shared[0] = pinned[1];
    std::destroy_at(std::to_address(pinned.get()));
    return shared[0] == 3.0 && std::assume_aligned<8>(raw) == raw ? 0 : 1;
}
