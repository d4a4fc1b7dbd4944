// Exercises <cuda/std/span>: cuda::std::span passed by value to a kernel, with subspan and static extents.
#include <cuda/std/span>

__global__ void scale(cuda::std::span<float> data, float f)
{
    cuda::std::size_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < data.size())
        data[i] *= f;
}

__global__ void head_sum(cuda::std::span<const float, 4> head, float *out)
{
    float s = 0.0f;
    for (float v : head)
        s += v;
    *out = s;
}

int main()
{
    const int n = 100;
    float h[n];
    for (int i = 0; i < n; ++i)
        h[i] = 1.0f;
    float *d;
    cudaMalloc(&d, (n + 1) * sizeof(float));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    cuda::std::span<float> all(d, n);
    scale<<<1, 128>>>(all.subspan(50), 3.0f);
    head_sum<<<1, 1>>>(cuda::std::span<const float, 4>(d + 48, 4), d + n);
    float s = 0.0f;
    cudaMemcpy(&s, d + n, sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return s == 8.0f && all.last(10).size() == 10 ? 0 : 1;
}
