// Exercises <ctgmath> (deprecated C++ wrapper of <cmath> + <complex>): generic math in host and device code.
#include <ctgmath>

__global__ void softplus(const double *x, double *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = std::log1p(std::exp(x[i]));
}

int main()
{
    double x[4] = {-2.0, 0.0, 1.0, 3.0}, y[4];
    double *d;
    cudaMalloc(&d, 2 * sizeof(x));
    cudaMemcpy(d, x, sizeof(x), cudaMemcpyHostToDevice);
    softplus<<<1, 4>>>(d, d + 4, 4);
    cudaMemcpy(y, d + 4, sizeof(y), cudaMemcpyDeviceToHost);
    cudaFree(d);
    std::complex<double> z = std::sqrt(std::complex<double>(-4.0, 0.0));
    return std::fabs(y[1] - std::log(2.0)) < 1e-12 && z.imag() == 2.0 ? 0 : 1;
}
