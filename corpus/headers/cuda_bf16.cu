// Exercises <cuda_bf16.h>: __nv_bfloat16 arithmetic and bf16x2 math on sm_80.
#include <cuda_bf16.h>

__global__ void bf16_dot(const __nv_bfloat162 *a, const __nv_bfloat162 *b, float *out, int n)
{
    __nv_bfloat162 acc = __float2bfloat162_rn(0.0f);
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        acc = __hfma2(a[i], b[i], acc);
    float partial = __low2float(acc) + __high2float(acc);
    atomicAdd(out, partial);
}

__global__ void relu(__nv_bfloat16 *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = __hmax(v[i], __float2bfloat16(0.0f)) * __nv_bfloat16(1.0f);
}

int main()
{
    const int n = 64;
    __nv_bfloat162 ha[n], hb[n];
    for (int i = 0; i < n; ++i) {
        ha[i] = __floats2bfloat162_rn(1.0f, -1.0f);
        hb[i] = __floats2bfloat162_rn(0.5f, 0.25f);
    }
    __nv_bfloat162 *da, *db;
    float *dout, out = 0.0f;
    cudaMalloc(&da, sizeof(ha));
    cudaMalloc(&db, sizeof(hb));
    cudaMalloc(&dout, sizeof(float));
    cudaMemcpy(da, ha, sizeof(ha), cudaMemcpyHostToDevice);
    cudaMemcpy(db, hb, sizeof(hb), cudaMemcpyHostToDevice);
    cudaMemset(dout, 0, sizeof(float));
    bf16_dot<<<1, 32>>>(da, db, dout, n);
    relu<<<1, 2 * n>>>(reinterpret_cast<__nv_bfloat16 *>(da), 2 * n);
    cudaMemcpy(&out, dout, sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(da);
    cudaFree(db);
    cudaFree(dout);
    return out == 16.0f && __bfloat162float(__float2bfloat16(3.0f)) == 3.0f ? 0 : 1;
}
