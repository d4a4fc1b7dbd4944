#include "prelude.cuh"

// Separate compilation (-rdc=true) with managed memory, kernels in
// namespaces (named and anonymous), static and template kernels.
__managed__ int m_progress = 0;
__managed__ double m_checksum;

namespace solver {
__device__ double residual_weight = 0.75;

template <typename T>
__global__ void relax(T *x, const T *b, int n, T omega)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i > 0 && i < n - 1)
        x[i] = (1 - omega) * x[i] + omega * 0.5 * (x[i - 1] + x[i + 1] + b[i]);
}

__global__ void checksum(const double *x, int n)
{
    if (threadIdx.x == 0 && blockIdx.x == 0) {
        double s = 0;
        for (int i = 0; i < n; ++i) s += x[i] * residual_weight;
        m_checksum = s;
        m_progress += 1;
    }
}
} // namespace solver

namespace {
__global__ void zero(double *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = 0.0;
}
}

int main()
{
    double *x = nullptr, *b = nullptr;
    zero<<<4, 256>>>(x, 1024);
    for (int it = 0; it < 10; ++it)
        solver::relax<<<4, 256>>>(x, (const double *)b, 1024, 0.8);
    solver::relax<float><<<4, 256>>>(nullptr, nullptr, 1024, 0.8f);
    solver::checksum<<<1, 32>>>(x, 1024);
    return m_progress == 1 && m_checksum >= 0.0 ? 0 : 1;
}
