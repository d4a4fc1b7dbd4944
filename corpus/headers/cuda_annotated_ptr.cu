// Exercises <cuda/annotated_ptr>: cuda::annotated_ptr with access_property::persisting/streaming hints.
#include <cuda/annotated_ptr>

__global__ void axpy_hinted(int n, float a, cuda::annotated_ptr<const float, cuda::access_property::streaming> x,
                            cuda::annotated_ptr<float, cuda::access_property::persisting> y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

__global__ void apply_window(float *data, int n, cuda::access_property prop)
{
    cuda::annotated_ptr<float, cuda::access_property> p(data, prop);
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] *= 2.0f;
}

int main()
{
    const int n = 1 << 12;
    float *x, *y;
    cudaMalloc(&x, n * sizeof(float));
    cudaMalloc(&y, n * sizeof(float));
    cudaMemset(x, 0, n * sizeof(float));
    cudaMemset(y, 0, n * sizeof(float));
    axpy_hinted<<<n / 256, 256>>>(n, 2.0f, cuda::annotated_ptr<const float, cuda::access_property::streaming>(x),
                                   cuda::annotated_ptr<float, cuda::access_property::persisting>(y));
    cuda::access_property window(y, n * sizeof(float) / 2, n * sizeof(float), cuda::access_property::persisting{},
                                 cuda::access_property::streaming{});
    apply_window<<<n / 256, 256>>>(y, n, window);
    float last = -1.0f;
    cudaMemcpy(&last, y + n - 1, sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(x);
    cudaFree(y);
    return last == 0.0f ? 0 : 1;
}
