// Exercises <cuda/std/complex>: cuda::std::complex<float> arithmetic and functions in a device FFT twiddle kernel.
#include <cuda/std/complex>

using cfloat = cuda::std::complex<float>;

__global__ void twiddle(cfloat *data, int n)
{
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k < n) {
        cfloat w = cuda::std::polar(1.0f, -2.0f * 3.14159265f * k / n);
        data[k] = data[k] * w + cuda::std::conj(w) * 0.0f;
    }
}

int main()
{
    const int n = 16;
    cfloat h[n];
    for (int i = 0; i < n; ++i)
        h[i] = cfloat(1.0f, 0.0f);
    cfloat *d;
    cudaMalloc(&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    twiddle<<<1, n>>>(d, n);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    float mag = cuda::std::abs(h[5]);
    cuda::std::complex<double> z = cuda::std::exp(cuda::std::complex<double>(0.0, 3.141592653589793));
    return mag > 0.999f && mag < 1.001f && z.real() < -0.999 && h[4].imag() < -0.999f ? 0 : 1;
}
