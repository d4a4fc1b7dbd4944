// Exercises <complex>: std::complex<float> on the host checking a device Mandelbrot kernel (float2 on device).
#include <complex>

__global__ void mandel(int *iters, int w, int h, int max_iter)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h)
        return;
    float cr = -2.0f + 3.0f * x / w, ci = -1.5f + 3.0f * y / h, zr = 0.0f, zi = 0.0f;
    int k = 0;
    while (k < max_iter && zr * zr + zi * zi <= 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        ++k;
    }
    iters[y * w + x] = k;
}

int host_iterations(std::complex<float> c, int max_iter)
{
    std::complex<float> z = 0.0f;
    int k = 0;
    while (k < max_iter && std::norm(z) <= 4.0f) {
        z = z * z + c;
        ++k;
    }
    return k;
}

bool check_corner(int *dev, int w, int h)
{
    mandel<<<dim3((w + 15) / 16, (h + 15) / 16), dim3(16, 16)>>>(dev, w, h, 64);
    int corner = 0;
    cudaMemcpy(&corner, dev, sizeof(int), cudaMemcpyDeviceToHost);
    using namespace std::complex_literals;
    std::complex<double> rot = std::polar(1.0, 0.5) * 1.0i;
    return corner == host_iterations({-2.0f, -1.5f}, 64) && std::abs(rot) > 0.99;
}
