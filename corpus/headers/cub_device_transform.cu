// Exercises <cub/device/device_transform.cuh>: cub::DeviceTransform::Transform with one and two inputs.
#include <cub/device/device_transform.cuh>

struct Saxpy {
    float a;
    __device__ float operator()(float x, float y) const { return a * x + y; }
};

struct Negate {
    __device__ float operator()(float x) const { return -x; }
};

int main()
{
    const int n = 1 << 16;
    float *h = new float[n];
    for (int i = 0; i < n; ++i)
        h[i] = static_cast<float>(i % 100);
    float *x, *y, *z;
    cudaMalloc(&x, n * sizeof(float));
    cudaMalloc(&y, n * sizeof(float));
    cudaMalloc(&z, n * sizeof(float));
    cudaMemcpy(x, h, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(y, h, n * sizeof(float), cudaMemcpyHostToDevice);
    cub::DeviceTransform::Transform(cuda::std::make_tuple(x, y), z, n, Saxpy{2.0f});
    cub::DeviceTransform::Transform(z, z, n, Negate{});
    float last = 0.0f;
    cudaMemcpy(&last, z + n - 1, sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(x);
    cudaFree(y);
    cudaFree(z);
    float want = -3.0f * h[n - 1];
    delete[] h;
    return last == want ? 0 : 1;
}
