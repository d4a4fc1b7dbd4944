// Exercises <sm_35_intrinsics.h>: the sm_35 header (included for completeness) with __ldg on vector types.
#include <sm_35_intrinsics.h>

__global__ void gather4(const float4 *__restrict__ src, const int *__restrict__ idx, float4 *dst, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float4 v = __ldg(&src[__ldg(&idx[i])]);
        dst[i] = make_float4(v.w, v.z, v.y, v.x);
    }
}

int main()
{
    const int n = 16;
    float4 src[n];
    int idx[n];
    for (int i = 0; i < n; ++i) {
        src[i] = make_float4(i, i + 1, i + 2, i + 3);
        idx[i] = n - 1 - i;
    }
    float4 *ds, *dd, out[n];
    int *di;
    cudaMalloc(&ds, sizeof(src));
    cudaMalloc(&dd, sizeof(out));
    cudaMalloc(&di, sizeof(idx));
    cudaMemcpy(ds, src, sizeof(src), cudaMemcpyHostToDevice);
    cudaMemcpy(di, idx, sizeof(idx), cudaMemcpyHostToDevice);
    gather4<<<1, n>>>(ds, di, dd, n);
    cudaMemcpy(out, dd, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(ds);
    cudaFree(dd);
    cudaFree(di);
    return out[0].x == 18.0f ? 0 : 1;
}
