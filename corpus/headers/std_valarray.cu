// Exercises <valarray>: host reference computation with std::valarray slices for a strided kernel.
#include <valarray>

__global__ void strided_scale(float *v, int n, int stride, float f)
{
    int i = (blockIdx.x * blockDim.x + threadIdx.x) * stride;
    if (i < n)
        v[i] *= f;
}

bool check_strided(int n, int stride)
{
    std::valarray<float> host(1.0f, n);
    float *d;
    cudaMalloc(&d, n * sizeof(float));
    cudaMemcpy(d, &host[0], n * sizeof(float), cudaMemcpyHostToDevice);
    strided_scale<<<(n / stride + 127) / 128, 128>>>(d, n, stride, 3.0f);
    std::valarray<float> gpu(n);
    cudaMemcpy(&gpu[0], d, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d);

    std::slice every(0, (n + stride - 1) / stride, stride);
    host[every] *= std::valarray<float>(3.0f, every.size());
    std::valarray<bool> same = gpu == host;
    std::valarray<float> diff = std::abs(gpu - host);
    return diff.max() == 0.0f && same.min() && gpu.sum() > 0.0f;
}
