#include "prelude.cuh"

// C linkage: extern "C" functions (host, device and kernels), an extern "C"
// block with variables and declarations, and C-compatible structs.
extern "C" {
typedef struct {
    int n;
    float *data;
} c_vector;

int c_api_version = 3;
extern int c_api_flags;
int c_vector_sum(const c_vector *v, float *out);
}

extern "C" __device__ float c_device_norm(float a, float b) { return a * a + b * b; }

extern "C" __global__ void c_kernel_scale(float *v, int n, float s)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = s * c_device_norm(v[i], 1.0f);
}

extern "C" int c_vector_sum(const c_vector *v, float *out)
{
    float s = 0.0f;
    for (int i = 0; i < v->n; ++i) s += v->data[i];
    *out = s;
    return 0;
}

extern "C++" int cpp_helper(int x) { return x * c_api_version; }

extern "C" int launch_scale(c_vector *v, float s)
{
    c_kernel_scale<<<(v->n + 255) / 256, 256>>>(v->data, v->n, s);
    return cpp_helper(1);
}
