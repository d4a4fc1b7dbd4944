// Exercises <sm_30_intrinsics.h>: warp shuffles (__shfl_down_sync, __shfl_xor_sync) and __activemask.
#include <sm_30_intrinsics.h>

__global__ void warp_sums(const float *v, float *out)
{
    float x = v[blockIdx.x * blockDim.x + threadIdx.x];
    for (int offset = warpSize / 2; offset > 0; offset /= 2)
        x += __shfl_down_sync(0xffffffffu, x, offset);
    float y = static_cast<float>(threadIdx.x % warpSize);
    for (int mask = 1; mask < warpSize; mask <<= 1)
        y = fmaxf(y, __shfl_xor_sync(__activemask(), y, mask));
    if (threadIdx.x % warpSize == 0)
        out[(blockIdx.x * blockDim.x + threadIdx.x) / warpSize] = x + y * 0.0f + __shfl_sync(0xffffffffu, y, 0) - 31.0f;
}

int main()
{
    const int n = 256;
    float h[n], out[n / 32];
    for (int i = 0; i < n; ++i)
        h[i] = 1.0f;
    float *d;
    cudaMalloc(&d, sizeof(h) + sizeof(out));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    warp_sums<<<2, 128>>>(d, d + n);
    cudaMemcpy(out, d + n, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return out[7] == 32.0f ? 0 : 1;
}
