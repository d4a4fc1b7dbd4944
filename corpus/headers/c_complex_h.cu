// Exercises <complex.h> (libstdc++'s C++ wrapper, which includes <ccomplex>): host reference for a complex multiply.
#include <complex.h>

__global__ void cmul(const float2 *a, const float2 *b, float2 *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = make_float2(a[i].x * b[i].x - a[i].y * b[i].y, a[i].x * b[i].y + a[i].y * b[i].x);
}

int main()
{
    const int n = 4;
    float2 a[n], b[n], c[n];
    for (int i = 0; i < n; ++i) {
        a[i] = make_float2(i, 1);
        b[i] = make_float2(1, -i);
    }
    float2 *d;
    cudaMalloc(&d, 3 * sizeof(a));
    cudaMemcpy(d, a, sizeof(a), cudaMemcpyHostToDevice);
    cudaMemcpy(d + n, b, sizeof(b), cudaMemcpyHostToDevice);
    cmul<<<1, n>>>(d, d + n, d + 2 * n, n);
    cudaMemcpy(c, d + 2 * n, sizeof(c), cudaMemcpyDeviceToHost);
    cudaFree(d);
    int bad = 0;
    for (int i = 0; i < n; ++i) {
        std::complex<float> want = std::complex<float>(a[i].x, a[i].y) * std::complex<float>(b[i].x, b[i].y);
        bad += want.real() != c[i].x || want.imag() != c[i].y;
    }
    return bad;
}
