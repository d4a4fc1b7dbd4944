// Exercises <cuda/std/cfloat>: FLT_*/DBL_* constants from libcu++ in a relative-error kernel.
#include <cuda/std/cfloat>

__global__ void relative_error(const float *a, const float *b, int *bad, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float scale = fmaxf(fabsf(a[i]), FLT_MIN);
        if (fabsf(a[i] - b[i]) / scale > 8 * FLT_EPSILON)
            atomicAdd(bad, 1);
    }
}

int main()
{
    const int n = 64;
    float a[n], b[n];
    for (int i = 0; i < n; ++i) {
        a[i] = 1.0f + i;
        b[i] = a[i] * (1.0f + (i == 7 ? 1e-3f : 0.0f));
    }
    float *d;
    int *dbad, bad = 0;
    cudaMalloc(&d, 2 * sizeof(a));
    cudaMalloc(&dbad, sizeof(int));
    cudaMemcpy(d, a, sizeof(a), cudaMemcpyHostToDevice);
    cudaMemcpy(d + n, b, sizeof(b), cudaMemcpyHostToDevice);
    cudaMemset(dbad, 0, sizeof(int));
    relative_error<<<1, n>>>(d, d + n, dbad, n);
    cudaMemcpy(&bad, dbad, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dbad);
    return bad == 1 && DBL_MAX > FLT_MAX && FLT_MANT_DIG == 24 ? 0 : 1;
}
