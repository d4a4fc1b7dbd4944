// Exercises <cuda/std/numbers>: cuda::std::numbers::pi_v/e/sqrt2 constants inside kernels.
#include <cuda/std/numbers>

__global__ void gaussian_pdf(const double *x, double *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = cuda::std::numbers::inv_sqrtpi * exp(-x[i] * x[i]) / cuda::std::numbers::sqrt2 * cuda::std::numbers::sqrt2;
}

__global__ void circumference(const float *r, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = 2.0f * cuda::std::numbers::pi_v<float> * r[i];
}

int main()
{
    double x[3] = {0.0, 1.0, -1.0}, y[3], *dx;
    cudaMalloc(&dx, 2 * sizeof(x));
    cudaMemcpy(dx, x, sizeof(x), cudaMemcpyHostToDevice);
    gaussian_pdf<<<1, 3>>>(dx, dx + 3, 3);
    cudaMemcpy(y, dx + 3, sizeof(y), cudaMemcpyDeviceToHost);
    float r = 1.0f, c = 0.0f, *dr;
    cudaMalloc(&dr, 2 * sizeof(float));
    cudaMemcpy(dr, &r, sizeof(float), cudaMemcpyHostToDevice);
    circumference<<<1, 1>>>(dr, dr + 1, 1);
    cudaMemcpy(&c, dr + 1, sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(dx);
    cudaFree(dr);
    double want = cuda::std::numbers::inv_sqrtpi;
    return (y[0] - want) < 1e-12 && y[1] == y[2] && c > 6.28f && c < 6.29f && cuda::std::numbers::e > 2.7 ? 0 : 1;
}
