// Exercises <numbers> (C++20): std::numbers constants passed to and used in a kernel.
#include <numbers>

template <typename T>
__global__ void circle_areas(const T *r, T *a, int n, T pi)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] = pi * r[i] * r[i];
}

__device__ constexpr double kSqrt2 = std::numbers::sqrt2;

__global__ void diagonal(const double *side, double *diag, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        diag[i] = side[i] * kSqrt2;
}

int main()
{
    float *d;
    cudaMalloc(&d, 64 * sizeof(float));
    circle_areas<<<1, 32>>>(d, d + 32, 32, std::numbers::pi_v<float>);
    double *dd;
    cudaMalloc(&dd, 64 * sizeof(double));
    diagonal<<<1, 32>>>(dd, dd + 32, 32);
    cudaDeviceSynchronize();
    cudaFree(d);
    cudaFree(dd);
    return std::numbers::e > 2.718 && std::numbers::ln2 < 0.7 && std::numbers::phi_v<float> > 1.6f ? 0 : 1;
}
