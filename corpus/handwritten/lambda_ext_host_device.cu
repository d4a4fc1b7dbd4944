#include "prelude.cuh"
struct __device_builtin__ __nv_lambda_preheader_injection { };

// __host__ __device__ extended lambdas (--extended-lambda): the same
// functor runs on the host for a reference result and on the device.
template <typename Op>
__global__ void apply(const float *in, float *out, int n, Op op)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = op(in[i]);
}

template <typename Op>
float host_reference(float v, Op op) { return op(v); }

struct Poly { float c0, c1, c2; };

int main()
{
    Poly p{1.0f, -2.0f, 0.5f};
    auto eval = [p] __host__ __device__(float x) { return p.c0 + x * (p.c1 + x * p.c2); };
    auto relu = [] __host__ __device__(float x) -> float { return x > 0.0f ? x : 0.0f; };

    float ref = host_reference(3.0f, eval) + host_reference(-1.0f, relu);
    apply<<<16, 128>>>(nullptr, nullptr, 2048, eval);
    apply<<<16, 128>>>(nullptr, nullptr, 2048, relu);

    int scale = 4;
    auto times = [scale] __host__ __device__(float x) mutable { return x * (float)scale; };
    apply<<<1, 32>>>(nullptr, nullptr, 32, times);
    return ref > 0.0f ? 0 : 1;
}
