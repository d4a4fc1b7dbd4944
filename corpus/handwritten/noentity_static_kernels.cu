#include "prelude.cuh"

// A TU whose every definition has internal linkage: static kernels and
// functions, static variables, and an anonymous namespace. None of them is
// an eligible module-id entity (pid-based fallback id).
extern "C" __device__ void __syncthreads(void);

static __device__ float s_bias = 0.1f;
static int s_launch_count = 0;

namespace {
__device__ float leaky(float v) { return v > 0.0f ? v : 0.01f * v; }
int calls = 0;
}

static __global__ void bias_act(float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = leaky(v[i] + s_bias);
}

static __global__ void smooth3(const float *in, float *out, int n)
{
    __shared__ float win[130];
    int i = blockIdx.x * 128 + threadIdx.x;
    win[threadIdx.x + 1] = i < n ? in[i] : 0.0f;
    if (threadIdx.x == 0) win[0] = i > 0 ? in[i - 1] : 0.0f;
    if (threadIdx.x == 127) win[129] = i + 1 < n ? in[i + 1] : 0.0f;
    __syncthreads();
    if (i < n) out[i] = (win[threadIdx.x] + win[threadIdx.x + 1] + win[threadIdx.x + 2]) / 3.0f;
}

static void forward(float *a, float *b, int n)
{
    bias_act<<<(n + 127) / 128, 128>>>(a, n);
    smooth3<<<(n + 127) / 128, 128>>>(a, b, n);
    s_launch_count += 2;
    ++calls;
}

static int run_forward() { forward(nullptr, nullptr, 1024); return s_launch_count; }
static int unused_result = run_forward();
