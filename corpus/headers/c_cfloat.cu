// Exercises <cfloat>: FLT_EPSILON/FLT_MAX/DBL_DIG as tolerances for a device computation.
#include <cfloat>

__global__ void reciprocal(const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = fabsf(x[i]) < FLT_MIN ? FLT_MAX : 1.0f / x[i];
}

int main()
{
    const int n = 5;
    float hx[n] = {2.0f, 4.0f, 0.0f, -8.0f, 0.5f}, hy[n];
    float *d;
    cudaMalloc(&d, 2 * sizeof(hx));
    cudaMemcpy(d, hx, sizeof(hx), cudaMemcpyHostToDevice);
    reciprocal<<<1, n>>>(d, d + n, n);
    cudaMemcpy(hy, d + n, sizeof(hy), cudaMemcpyDeviceToHost);
    cudaFree(d);
    int bad = 0;
    for (int i = 0; i < n; ++i) {
        float want = hx[i] == 0.0f ? FLT_MAX : 1.0f / hx[i];
        float diff = hy[i] - want;
        bad += (diff < 0 ? -diff : diff) > 4 * FLT_EPSILON * (want < 0 ? -want : want);
    }
    return bad == 0 && DBL_DIG >= 15 && FLT_RADIX == 2 && DBL_MANT_DIG == 53 ? 0 : 1;
}
