// __host__ __device__ extended lambdas: the same callable evaluated on the CPU and inside a kernel template.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(x)                                                                        \
    do {                                                                                     \
        cudaError_t rc = (x);                                                                \
        if (rc != cudaSuccess) {                                                             \
            std::fprintf(stderr, "%s failed: %s\n", #x, cudaGetErrorString(rc));             \
            std::exit(3);                                                                    \
        }                                                                                    \
    } while (0)

template <typename F>
__global__ void evaluate(F f, const double *x, double *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = f(x[i]);
}

template <typename F>
std::vector<double> run_on_device(F f, const std::vector<double> &x)
{
    int n = static_cast<int>(x.size());
    double *dx, *dy;
    CUDA_CHECK(cudaMalloc(&dx, n * sizeof(double)));
    CUDA_CHECK(cudaMalloc(&dy, n * sizeof(double)));
    CUDA_CHECK(cudaMemcpy(dx, x.data(), n * sizeof(double), cudaMemcpyHostToDevice));
    evaluate<<<(n + 127) / 128, 128>>>(f, dx, dy, n);
    CUDA_CHECK(cudaGetLastError());
    std::vector<double> y(n);
    CUDA_CHECK(cudaMemcpy(y.data(), dy, n * sizeof(double), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(dx));
    CUDA_CHECK(cudaFree(dy));
    return y;
}

int main()
{
    const double a = 1.5, b = -0.25;
    auto poly = [=] __host__ __device__(double t) { return (a * t + b) * t + 1.0; };
    auto clamp01 = [] __host__ __device__(double t) { return t < 0.0 ? 0.0 : (t > 1.0 ? 1.0 : t); };
    auto composed = [=] __host__ __device__(double t) { return clamp01(poly(t)); };

    std::vector<double> x(1000);
    for (size_t i = 0; i < x.size(); ++i)
        x[i] = -1.0 + 2.0 * static_cast<double>(i) / (x.size() - 1);

    std::vector<double> y1 = run_on_device(poly, x);
    std::vector<double> y2 = run_on_device(composed, x);
    double max_err = 0.0;
    for (size_t i = 0; i < x.size(); ++i) {
        max_err = std::fmax(max_err, std::fabs(y1[i] - poly(x[i])));
        max_err = std::fmax(max_err, std::fabs(y2[i] - composed(x[i])));
    }
    std::printf("max |device - host| = %.3e\n", max_err);
    bool ok = max_err < 1e-12;
    std::printf("%s: host_device_lambda\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
