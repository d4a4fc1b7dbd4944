// Exercises <cuda_fp16.h>: __half/__half2 storage, conversion and arithmetic intrinsics.
#include <cuda_fp16.h>

__global__ void haxpy(int n, __half a, const __half2 *x, __half2 *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        __half2 a2 = __half2half2(a);
        y[i] = __hfma2(a2, x[i], y[i]);
    }
}

__global__ void to_float(const __half *h, float *f, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        f[i] = __half2float(h[i]) + __low2float(__halves2half2(h[i], __float2half(0.0f)));
}

int main()
{
    const int pairs = 128;
    __half2 hx[pairs], hy[pairs];
    for (int i = 0; i < pairs; ++i) {
        hx[i] = __floats2half2_rn(1.0f, 2.0f);
        hy[i] = __floats2half2_rn(0.5f, 0.25f);
    }
    __half2 *dx, *dy;
    cudaMalloc(&dx, sizeof(hx));
    cudaMalloc(&dy, sizeof(hy));
    cudaMemcpy(dx, hx, sizeof(hx), cudaMemcpyHostToDevice);
    cudaMemcpy(dy, hy, sizeof(hy), cudaMemcpyHostToDevice);
    haxpy<<<1, pairs>>>(pairs, __float2half(2.0f), dx, dy);
    cudaMemcpy(hy, dy, sizeof(hy), cudaMemcpyDeviceToHost);
    float *df;
    cudaMalloc(&df, 2 * pairs * sizeof(float));
    to_float<<<1, 2 * pairs>>>(reinterpret_cast<__half *>(dy), df, 2 * pairs);
    cudaFree(dx);
    cudaFree(dy);
    cudaFree(df);
    float lo = __low2float(hy[0]), hi = __high2float(hy[0]);
    __half h = 3.5f;
    return lo == 2.5f && hi == 4.25f && static_cast<float>(h) == 3.5f ? 0 : 1;
}
