// Exercises <array>: std::array passed by value to a kernel and used in device code.
#include <array>

using Coeffs = std::array<float, 4>;

__global__ void poly(const float *x, float *y, Coeffs c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float acc = 0.0f;
    for (std::size_t k = c.size(); k-- > 0;)
        acc = acc * x[i] + c[k];
    y[i] = acc;
}

int main()
{
    constexpr int n = 64;
    std::array<float, n> hx{}, hy{};
    for (int i = 0; i < n; ++i)
        hx[i] = i * 0.25f;
    Coeffs c = {1.0f, -2.0f, 0.5f, 0.125f};

    float *dx, *dy;
    cudaMalloc(&dx, sizeof(hx));
    cudaMalloc(&dy, sizeof(hy));
    cudaMemcpy(dx, hx.data(), sizeof(hx), cudaMemcpyHostToDevice);
    poly<<<1, n>>>(dx, dy, c, n);
    cudaMemcpy(hy.data(), dy, sizeof(hy), cudaMemcpyDeviceToHost);
    cudaFree(dx);
    cudaFree(dy);
    return hy.front() == 1.0f ? 0 : 1;
}
