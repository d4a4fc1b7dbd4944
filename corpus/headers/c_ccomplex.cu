// Exercises <ccomplex> (deprecated C++ wrapper that includes <complex>): host check of a device DFT bin.
#include <ccomplex>

__global__ void dft_bin(const float *x, int n, int k, float2 *out)
{
    if (threadIdx.x == 0) {
        float re = 0.0f, im = 0.0f;
        for (int t = 0; t < n; ++t) {
            float s, c;
            sincosf(-2.0f * 3.14159265f * k * t / n, &s, &c);
            re += x[t] * c;
            im += x[t] * s;
        }
        *out = make_float2(re, im);
    }
}

int main()
{
    const int n = 8;
    float x[n] = {1, 1, 1, 1, 0, 0, 0, 0};
    float *d;
    float2 *dout, g;
    cudaMalloc(&d, sizeof(x));
    cudaMalloc(&dout, sizeof(float2));
    cudaMemcpy(d, x, sizeof(x), cudaMemcpyHostToDevice);
    dft_bin<<<1, 32>>>(d, n, 1, dout);
    cudaMemcpy(&g, dout, sizeof(g), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dout);
    std::complex<double> want = 0.0;
    for (int t = 0; t < n; ++t)
        want += static_cast<double>(x[t]) * std::exp(std::complex<double>(0.0, -2.0 * 3.14159265358979 * t / n));
    return std::abs(std::complex<double>(g.x, g.y) - want) < 1e-4 ? 0 : 1;
}
