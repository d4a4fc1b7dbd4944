#include "prelude.cuh"
struct __device_builtin__ __nv_lambda_preheader_injection { };

// Mixed use (--extended-lambda): device lambdas inside a member function
// (capturing *this by copy), nested in a namespace, plus a plain host lambda.
extern __device__ __device_builtin__ float __fAtomicAdd(float *address, float val);

namespace analytics {

class Normalizer {
public:
    Normalizer(float mean, float stddev) : mean_(mean), inv_std_(1.0f / stddev) {}

    template <typename F>
    static void launch(int n, F f);

    void normalize(float *v, int n) const
    {
        launch(n, [*this, v] __device__(int i) { v[i] = (v[i] - mean_) * inv_std_; });
    }

    void sum_of_squares(const float *v, float *out, int n) const
    {
        launch(n, [=] __device__(int i) { __fAtomicAdd(out, v[i] * v[i]); });
    }

private:
    float mean_, inv_std_;
};

template <typename F>
__global__ void index_kernel(int n, F f)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        f(i);
}

template <typename F>
void Normalizer::launch(int n, F f) { index_kernel<<<32, 256>>>(n, f); }

} // namespace analytics

int main()
{
    analytics::Normalizer norm(10.0f, 2.0f);
    norm.normalize(nullptr, 4096);
    norm.sum_of_squares(nullptr, nullptr, 4096);
    auto host_only = [](int v) { return v + 1; };
    return host_only(-1);
}
