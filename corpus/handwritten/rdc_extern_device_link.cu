#include "prelude.cuh"

// Separate compilation (-rdc=true): extern __device__ functions and
// variables defined in another translation unit, plus externally visible
// and file-local device symbols and kernels defined here.
extern __device__ float lookup_gain(int channel);      // defined in gains.cu
extern __device__ int g_overflow_count;                // defined in gains.cu
extern __constant__ float c_calibration[16];           // defined in gains.cu

__device__ int g_samples_seen = 0;
static __device__ int s_local_counter;
__constant__ int c_channels = 8;
static __constant__ float s_offset[2] = {0.5f, -0.5f};

__device__ float calibrate(float raw, int ch)
{
    return (raw + s_offset[ch & 1]) * c_calibration[ch & 15] * lookup_gain(ch);
}

__global__ void process_samples(const float *raw, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = calibrate(raw[i], i % c_channels);
    if (v > 1.0f) { v = 1.0f; ++g_overflow_count; }
    out[i] = v;
    ++g_samples_seen;
    ++s_local_counter;
}

static __global__ void reset_local() { s_local_counter = 0; }

int main()
{
    reset_local<<<1, 1>>>();
    process_samples<<<64, 128>>>(nullptr, nullptr, 8192);
    return 0;
}
