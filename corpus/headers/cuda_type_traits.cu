// Exercises <cuda/type_traits>: cuda::is_floating_point_v, which also recognises the CUDA extended float types.
#include <cuda/type_traits>

template <typename T>
__global__ void halve(T *v, int n)
{
    static_assert(cuda::is_floating_point_v<T>, "halve() needs a floating-point element type");
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = v[i] / T(2);
}

static_assert(cuda::is_floating_point_v<const double>, "");
static_assert(!cuda::is_floating_point_v<int>, "");
static_assert(cuda::is_floating_point<float>::value, "");

int main()
{
    const int n = 64;
    double *d, h = 0.0;
    cudaMalloc(&d, n * sizeof(double));
    cudaMemset(d, 0, n * sizeof(double));
    halve<<<1, n>>>(d, n);
    cudaMemcpy(&h, d, sizeof(double), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return h == 0.0 ? 0 : 1;
}
