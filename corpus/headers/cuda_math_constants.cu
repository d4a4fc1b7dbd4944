// Exercises <math_constants.h>: CUDART_PI_F, CUDART_INF_F, CUDART_NAN and friends in device code.
#include <math_constants.h>

__global__ void unit_circle(float2 *pts, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float s, c;
        sincosf(2.0f * CUDART_PI_F * i / n, &s, &c);
        pts[i] = make_float2(c, s);
    }
}

__global__ void safe_log(const double *x, double *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = x[i] > 0.0 ? log(x[i]) : (x[i] == 0.0 ? -CUDART_INF : CUDART_NAN);
}

int main()
{
    const int n = 8;
    float2 *d, h[n];
    cudaMalloc(&d, sizeof(h));
    unit_circle<<<1, n>>>(d, n);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    double x[3] = {CUDART_SQRT_2PI, 0.0, -1.0}, y[3], *dd;
    cudaMalloc(&dd, 2 * sizeof(x));
    cudaMemcpy(dd, x, sizeof(x), cudaMemcpyHostToDevice);
    safe_log<<<1, 3>>>(dd, dd + 3, 3);
    cudaMemcpy(y, dd + 3, sizeof(y), cudaMemcpyDeviceToHost);
    cudaFree(dd);
    return h[2].y > 0.99f && y[1] < -1e308 && y[2] != y[2] && CUDART_PI > 3.14 ? 0 : 1;
}
