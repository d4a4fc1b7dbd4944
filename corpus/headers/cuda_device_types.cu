// Exercises <device_types.h>: cudaRoundMode values selecting the rounding of a device conversion.
#include <device_types.h>

template <cudaRoundMode Mode>
__global__ void to_int(const float *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    if (Mode == cudaRoundNearest)
        out[i] = __float2int_rn(in[i]);
    else if (Mode == cudaRoundZero)
        out[i] = __float2int_rz(in[i]);
    else if (Mode == cudaRoundPosInf)
        out[i] = __float2int_ru(in[i]);
    else
        out[i] = __float2int_rd(in[i]);
}

int main()
{
    float h[4] = {1.5f, -1.5f, 2.5f, -0.25f};
    int out[4][4];
    float *d;
    int *di;
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&di, sizeof(out));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    to_int<cudaRoundNearest><<<1, 4>>>(d, di, 4);
    to_int<cudaRoundZero><<<1, 4>>>(d, di + 4, 4);
    to_int<cudaRoundPosInf><<<1, 4>>>(d, di + 8, 4);
    to_int<cudaRoundMinInf><<<1, 4>>>(d, di + 12, 4);
    cudaMemcpy(out, di, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(di);
    return out[0][2] == 2 && out[1][1] == -1 && out[2][3] == 0 && out[3][3] == -1 ? 0 : 1;
}
