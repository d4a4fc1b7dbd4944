// Exercises <math.h>: the global-namespace C math functions (sinf, expf, fabs) on host and device.
#include <math.h>

__global__ void gaussian(const float *x, float *y, int n, float sigma)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = expf(-0.5f * x[i] * x[i] / (sigma * sigma));
}

__host__ __device__ float wrap_angle(float a)
{
    return fmodf(a + (float)M_PI, 2.0f * (float)M_PI) - (float)M_PI;
}

int main(void)
{
    const int n = 16;
    float x[n], y[n], *d;
    for (int i = 0; i < n; ++i)
        x[i] = (i - n / 2) * 0.5f;
    cudaMalloc((void **)&d, 2 * sizeof(x));
    cudaMemcpy(d, x, sizeof(x), cudaMemcpyHostToDevice);
    gaussian<<<1, n>>>(d, d + n, n, 1.0f);
    cudaMemcpy(y, d + n, sizeof(y), cudaMemcpyDeviceToHost);
    cudaFree(d);
    double err = fabs(y[n / 2] - 1.0) + fabs(y[0] - exp(-8.0));
    return err < 1e-5 && isfinite(wrap_angle(7.0f)) && HUGE_VAL > 0 ? 0 : 1;
}
