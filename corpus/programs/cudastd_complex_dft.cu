// Discrete Fourier transform with cuda::std::complex<double> in device code (one output bin per thread),
// verified against std::complex on the host and by the inverse transform round trip.
#include <cuda/std/complex>
#include <cmath>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

using dcomplex = cuda::std::complex<double>;

__global__ void dft(const dcomplex *in, dcomplex *out, int n, int sign)
{
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k >= n)
        return;
    const double two_pi = 6.283185307179586476925286766559;
    dcomplex acc(0.0, 0.0);
    for (int t = 0; t < n; ++t) {
        double angle = sign * two_pi * static_cast<double>((static_cast<long long>(k) * t) % n) / n;
        acc += in[t] * cuda::std::polar(1.0, angle);
    }
    out[k] = sign > 0 ? acc / static_cast<double>(n) : acc;
}

int main()
{
    const int n = 1000;
    std::vector<dcomplex> x(n);
    for (int t = 0; t < n; ++t)
        x[t] = dcomplex(std::cos(2.0 * M_PI * 5 * t / n) + 0.5 * std::sin(2.0 * M_PI * 12 * t / n),
                       0.25 * std::sin(2.0 * M_PI * 3 * t / n));

    dcomplex *d_x, *d_f, *d_back;
    CUDA_CHECK(cudaMalloc(&d_x, n * sizeof(dcomplex)));
    CUDA_CHECK(cudaMalloc(&d_f, n * sizeof(dcomplex)));
    CUDA_CHECK(cudaMalloc(&d_back, n * sizeof(dcomplex)));
    CUDA_CHECK(cudaMemcpy(d_x, x.data(), n * sizeof(dcomplex), cudaMemcpyHostToDevice));
    dft<<<(n + 127) / 128, 128>>>(d_x, d_f, n, -1);
    dft<<<(n + 127) / 128, 128>>>(d_f, d_back, n, +1);
    CUDA_CHECK(cudaGetLastError());
    std::vector<dcomplex> f(n), back(n);
    CUDA_CHECK(cudaMemcpy(f.data(), d_f, n * sizeof(dcomplex), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(back.data(), d_back, n * sizeof(dcomplex), cudaMemcpyDeviceToHost));

    double max_err = 0.0, max_round_trip = 0.0;
    for (int k = 0; k < n; k += 7) {
        std::complex<double> acc = 0.0;
        for (int t = 0; t < n; ++t)
            acc += std::complex<double>(x[t].real(), x[t].imag()) *
                   std::polar(1.0, -2.0 * M_PI * static_cast<double>((static_cast<long long>(k) * t) % n) / n);
        max_err = std::fmax(max_err, std::abs(acc - std::complex<double>(f[k].real(), f[k].imag())));
    }
    for (int t = 0; t < n; ++t)
        max_round_trip = std::fmax(max_round_trip, cuda::std::abs(back[t] - x[t]));
    double peak = cuda::std::abs(f[5]);
    std::printf("|X[5]| = %.3f, max DFT error %.2e, round trip error %.2e\n", peak, max_err, max_round_trip);
    CUDA_CHECK(cudaFree(d_x));
    CUDA_CHECK(cudaFree(d_f));
    CUDA_CHECK(cudaFree(d_back));
    bool ok = max_err < 1e-8 && max_round_trip < 1e-10 && std::fabs(peak - n / 2.0) < 1e-6;
    std::printf("%s: cudastd_complex_dft\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
