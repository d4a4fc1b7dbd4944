// Exercises <cuda_fp6.h>: __nv_fp6_e2m3/__nv_fp6_e3m2 conversion round trips.
#include <cuda_fp6.h>

__global__ void round_trip(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        __nv_fp6_e2m3 a(in[i]);
        __nv_fp6_e3m2 b(in[i]);
        out[2 * i] = static_cast<float>(a);
        out[2 * i + 1] = static_cast<float>(b);
    }
}

int main()
{
    const int n = 8;
    float h[n] = {0.0f, 0.5f, 1.0f, 1.5f, 2.0f, -3.0f, 4.0f, 7.5f}, out[2 * n];
    float *d;
    cudaMalloc(&d, 3 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    round_trip<<<1, n>>>(d, d + n, n);
    cudaMemcpy(out, d + n, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    __nv_fp6_storage_t s = __nv_cvt_float_to_fp6(1.0f, __NV_E2M3, cudaRoundNearest);
    __half_raw back = __nv_cvt_fp6_to_halfraw(s, __NV_E2M3);
    return out[4] == 1.0f && out[5] == 1.0f && back.x == 0x3C00 ? 0 : 1;
}
