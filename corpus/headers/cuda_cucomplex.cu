// Exercises <cuComplex.h>: cuFloatComplex/cuDoubleComplex arithmetic helpers in a complex AXPY kernel.
#include <cuComplex.h>

__global__ void caxpy(int n, cuFloatComplex a, const cuFloatComplex *x, cuFloatComplex *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = cuCaddf(cuCmulf(a, x[i]), y[i]);
}

__global__ void magnitude(const cuDoubleComplex *z, double *m, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        m[i] = cuCabs(cuConj(z[i]));
}

int main()
{
    const int n = 16;
    cuFloatComplex x[n], y[n];
    for (int i = 0; i < n; ++i) {
        x[i] = make_cuFloatComplex(1.0f, 1.0f);
        y[i] = make_cuFloatComplex(0.0f, 0.0f);
    }
    cuFloatComplex *d;
    cudaMalloc(&d, 2 * sizeof(x));
    cudaMemcpy(d, x, sizeof(x), cudaMemcpyHostToDevice);
    cudaMemcpy(d + n, y, sizeof(y), cudaMemcpyHostToDevice);
    caxpy<<<1, n>>>(n, make_cuFloatComplex(0.0f, 2.0f), d, d + n);
    cudaMemcpy(y, d + n, sizeof(y), cudaMemcpyDeviceToHost);
    cuDoubleComplex z = make_cuDoubleComplex(3.0, 4.0);
    cuDoubleComplex *dz;
    double *dm, m = 0.0;
    cudaMalloc(&dz, sizeof(z));
    cudaMalloc(&dm, sizeof(double));
    cudaMemcpy(dz, &z, sizeof(z), cudaMemcpyHostToDevice);
    magnitude<<<1, 1>>>(dz, dm, 1);
    cudaMemcpy(&m, dm, sizeof(double), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dz);
    cudaFree(dm);
    cuDoubleComplex widened = cuComplexFloatToDouble(y[0]);
    return cuCrealf(y[0]) == -2.0f && cuCimagf(y[0]) == 2.0f && m == 5.0 && cuCreal(widened) == -2.0 ? 0 : 1;
}
