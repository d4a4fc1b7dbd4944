// Exercises <span> (C++20): std::span views over host buffers handed to a kernel launcher.
#include <span>

__global__ void add_vectors(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

void gpu_add(std::span<const float> a, std::span<const float> b, std::span<float> c)
{
    const std::size_t bytes = a.size_bytes();
    float *d;
    cudaMalloc(&d, 3 * bytes);
    cudaMemcpy(d, a.data(), bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(d + a.size(), b.data(), bytes, cudaMemcpyHostToDevice);
    add_vectors<<<(static_cast<int>(a.size()) + 255) / 256, 256>>>(d, d + a.size(), d + 2 * a.size(), static_cast<int>(a.size()));
    cudaMemcpy(c.data(), d + 2 * a.size(), c.size_bytes(), cudaMemcpyDeviceToHost);
    cudaFree(d);
}

int main()
{
    float a[100], b[100], c[100];
    for (int i = 0; i < 100; ++i) {
        a[i] = i;
        b[i] = 100 - i;
    }
    gpu_add(a, b, c);
    std::span<float, 100> all(c);
    auto tail = all.last<10>();
    auto mid = all.subspan(40, 20);
    return tail[9] == 100.0f && mid.front() == 100.0f && std::as_bytes(all).size() == 400 ? 0 : 1;
}
