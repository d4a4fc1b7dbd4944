// Exercises <cuda_fp8.h>: __nv_fp8_e4m3/__nv_fp8_e5m2 quantisation and dequantisation.
#include <cuda_fp8.h>

__global__ void quantize(const float *in, __nv_fp8_e4m3 *q, float scale, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        q[i] = __nv_fp8_e4m3(in[i] * scale);
}

__global__ void dequantize(const __nv_fp8_e4m3 *q, float *out, float inv_scale, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = static_cast<float>(q[i]) * inv_scale;
}

int main()
{
    const int n = 256;
    float h[n];
    for (int i = 0; i < n; ++i)
        h[i] = (i - 128) / 64.0f;
    float *d;
    __nv_fp8_e4m3 *q;
    cudaMalloc(&d, 2 * sizeof(h));
    cudaMalloc(&q, n * sizeof(__nv_fp8_e4m3));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    quantize<<<1, n>>>(d, q, 16.0f, n);
    dequantize<<<1, n>>>(q, d + n, 1.0f / 16.0f, n);
    cudaMemcpy(h, d + n, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(q);
    __nv_fp8_e5m2 wide(1.5f);
    __nv_fp8x2_e4m3 pair(make_float2(0.5f, -2.0f));
    __nv_fp8_storage_t raw = __nv_cvt_float_to_fp8(1.0f, __NV_SATFINITE, __NV_E4M3);
    return h[128] == 0.0f && static_cast<float>(wide) == 1.5f && raw == 0x38 && sizeof(pair) == 2 ? 0 : 1;
}
