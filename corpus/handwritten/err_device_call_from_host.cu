#include "prelude.cuh"

// Mistake: a host function calls a __device__-only helper directly
// (the helper should have been __host__ __device__).
__device__ float gelu_approx(float x)
{
    float x3 = x * x * x;
    return 0.5f * x * (1.0f + 0.7978845608f * (x + 0.044715f * x3));
}

__global__ void gelu(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = gelu_approx(in[i]);
}

bool self_test()
{
    float ref = gelu_approx(1.0f);
    return ref > 0.8f && ref < 0.9f;
}

int main()
{
    if (!self_test()) return 1;
    gelu<<<16, 256>>>(nullptr, nullptr, 4096);
    return 0;
}
