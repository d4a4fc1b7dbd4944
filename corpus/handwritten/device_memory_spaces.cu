#include "prelude.cuh"

// Global-scope variables in every memory space, used from device and host code.
__device__ int d_error_count;
__device__ float d_scale = 2.0f;
__device__ int d_lut[4] = {1, 2, 4, 8};
__constant__ float c_coeffs[8] = {0.5f, 0.25f, 0.125f, 0.0625f, 0.03125f, 0.015625f, 0.0078125f, 0.00390625f};
__constant__ int c_taps;
__managed__ int m_iterations = 10;
__managed__ float m_result[16];

struct Config { int width; int height; float gamma; };
__constant__ Config c_cfg = {640, 480, 2.2f};

__global__ void fir(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = 0.0f;
    for (int t = 0; t < c_taps && t <= i; ++t)
        acc += c_coeffs[t] * in[i - t];
    out[i] = acc * d_scale * d_lut[i & 3];
    if (acc != acc) ++d_error_count;
}

__global__ void accumulate(int n)
{
    int i = threadIdx.x;
    if (i < 16)
        for (int k = 0; k < m_iterations; ++k)
            m_result[i] += (float)(k * n) / (float)(c_cfg.width * c_cfg.height);
}

int main()
{
    m_iterations = 20;
    for (int i = 0; i < 16; ++i)
        m_result[i] = 0.0f;
    fir<<<8, 128>>>(nullptr, nullptr, 1024);
    accumulate<<<1, 16>>>(3);
    return m_result[0] > 1.0f ? 1 : 0;
}
