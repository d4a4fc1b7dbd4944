#include "prelude.cuh"

// Generic transform/reduce kernels parameterised by functor types and a
// load policy, in the style of small thrust-like libraries.
namespace mini {

struct Plus { template <typename T> __host__ __device__ T operator()(T a, T b) const { return a + b; } };
struct Max  { template <typename T> __host__ __device__ T operator()(T a, T b) const { return a > b ? a : b; } };

template <typename T>
struct Square { __host__ __device__ T operator()(T v) const { return v * v; } };

struct Saxpy {
    float a;
    __host__ __device__ float operator()(float x, float y) const { return a * x + y; }
};

struct LoadDirect   { template <typename T> static __device__ T load(const T *p) { return *p; } };
struct LoadVolatile { template <typename T> static __device__ T load(const T *p) { return *(const volatile T *)p; } };

template <typename T, typename UnaryOp, typename Policy = LoadDirect>
__global__ void transform(const T *in, T *out, int n, UnaryOp op)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        out[i] = op(Policy::load(in + i));
}

template <typename BinaryOp>
__global__ void zip(const float *x, const float *y, float *out, int n, BinaryOp op)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = op(x[i], y[i]);
}

template <typename T, typename ReduceOp>
__global__ void serial_reduce(const T *in, T *out, int n, T init, ReduceOp op)
{
    T acc = init;
    for (int i = 0; i < n; ++i) acc = op(acc, in[i]);
    *out = acc;
}

} // namespace mini

int main()
{
    float *x = nullptr, *y = nullptr;
    int *v = nullptr;
    mini::transform<<<16, 256>>>(x, y, 4096, mini::Square<float>());
    mini::transform<int, mini::Square<int>, mini::LoadVolatile><<<16, 256>>>(v, v, 4096, {});
    mini::zip<<<16, 256>>>(x, y, y, 4096, mini::Saxpy{2.5f});
    mini::serial_reduce<<<1, 1>>>(x, y, 4096, 0.0f, mini::Plus());
    mini::serial_reduce<<<1, 1>>>(v, v, 4096, -1, mini::Max{});
    return 0;
}
