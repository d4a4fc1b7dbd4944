// Exercises <cub/iterator/cache_modified_input_iterator.cuh>: cub::CacheModifiedInputIterator with LOAD_LDG in a kernel.
#include <cub/iterator/cache_modified_input_iterator.cuh>

template <typename InputIt>
__global__ void copy_through(InputIt in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[i] * 2.0f;
}

int main()
{
    const int n = 4096;
    float *h = new float[n];
    for (int i = 0; i < n; ++i)
        h[i] = static_cast<float>(i);
    float *d;
    cudaMalloc(&d, 2 * n * sizeof(float));
    cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
    cub::CacheModifiedInputIterator<cub::LOAD_LDG, float> in(d);
    copy_through<<<n / 256, 256>>>(in, d + n, n);
    cub::CacheModifiedInputIterator<cub::LOAD_CS, float> streaming(d + n);
    copy_through<<<n / 256, 256>>>(streaming, d, n);
    cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d);
    bool ok = h[n - 1] == 4.0f * (n - 1);
    delete[] h;
    return ok ? 0 : 1;
}
