// Exercises <cuda_fp4.h>: __nv_fp4_e2m1 and packed __nv_fp4x2_e2m1 conversions.
#include <cuda_fp4.h>

__global__ void pack_pairs(const float2 *in, __nv_fp4x2_e2m1 *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = __nv_fp4x2_e2m1(in[i]);
}

__global__ void unpack_pairs(const __nv_fp4x2_e2m1 *in, float2 *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = static_cast<float2>(in[i]);
}

int main()
{
    const int n = 4;
    float2 h[n] = {{0.5f, 1.0f}, {1.5f, 2.0f}, {3.0f, 4.0f}, {-6.0f, 0.0f}};
    float2 *d;
    __nv_fp4x2_e2m1 *packed;
    cudaMalloc(&d, 2 * sizeof(h));
    cudaMalloc(&packed, n * sizeof(__nv_fp4x2_e2m1));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    pack_pairs<<<1, n>>>(d, packed, n);
    unpack_pairs<<<1, n>>>(packed, d + n, n);
    cudaMemcpy(h, d + n, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(packed);
    __nv_fp4_e2m1 one(1.0f);
    return h[2].y == 4.0f && h[3].x == -6.0f && static_cast<float>(one) == 1.0f && sizeof(__nv_fp4x2_e2m1) == 1 ? 0 : 1;
}
