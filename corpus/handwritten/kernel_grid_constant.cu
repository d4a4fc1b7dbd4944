#include "prelude.cuh"

// Large parameter structs passed by value with __grid_constant__ so kernels
// can take their address without forcing a local copy.
struct ConvParams {
    int width, height, channels;
    float weights[9];
    float bias;
};

__device__ float apply(const ConvParams *p, const float *img, int x, int y)
{
    float acc = p->bias;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            acc += p->weights[(dy + 1) * 3 + (dx + 1)] * img[(y + dy) * p->width + (x + dx)];
    return acc;
}

__global__ void conv3x3(const __grid_constant__ ConvParams params, const float *img, float *out)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x + 1;
    int y = blockIdx.y * blockDim.y + threadIdx.y + 1;
    if (x < params.width - 1 && y < params.height - 1)
        out[y * params.width + x] = apply(&params, img, x, y);
}

__global__ void offset(const __grid_constant__ int base, int *out)
{
    const int *pb = &base;
    out[threadIdx.x] = *pb + threadIdx.x;
}

int main()
{
    ConvParams p{};
    p.width = 64; p.height = 64; p.channels = 1;
    for (int i = 0; i < 9; ++i) p.weights[i] = 1.0f / 9.0f;
    conv3x3<<<dim3(4, 4), dim3(16, 16)>>>(p, nullptr, nullptr);
    offset<<<1, 32>>>(100, nullptr);
    return 0;
}
