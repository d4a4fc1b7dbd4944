// Exercises <thrust/complex.h>: thrust::complex<float> arithmetic and functions in a kernel and on the host.
#include <thrust/complex.h>

__global__ void rotate(thrust::complex<float> *z, int n, float angle)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        z[i] *= thrust::polar(1.0f, angle);
}

int main()
{
    const int n = 8;
    thrust::complex<float> h[n];
    for (int i = 0; i < n; ++i)
        h[i] = thrust::complex<float>(1.0f, 0.0f);
    thrust::complex<float> *d;
    cudaMalloc(&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    rotate<<<1, n>>>(d, n, 1.5707963f);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    thrust::complex<double> e = thrust::exp(thrust::complex<double>(0.0, 3.141592653589793));
    return thrust::abs(h[0] - thrust::complex<float>(0.0f, 1.0f)) < 1e-6f && e.real() < -0.999 &&
                   thrust::norm(thrust::complex<float>(3.0f, 4.0f)) == 25.0f
               ? 0
               : 1;
}
