#include "prelude.cuh"

// A "header-only" math library compiled on its own: only inline functions,
// templates, constexpr data and static helpers. Nothing here is an eligible
// module-id entity, so cudafe++ falls back to the pid/mtime/cwd based id.
namespace hmath {

constexpr float kPi = 3.14159265f;
constexpr int kMaxOrder = 8;

template <typename T>
__host__ __device__ inline T clamp(T v, T lo, T hi) { return v < lo ? lo : (v > hi ? hi : v); }

template <typename T, int N>
struct Poly {
    T c[N];
    __host__ __device__ T operator()(T x) const
    {
        T r = c[N - 1];
        for (int i = N - 2; i >= 0; --i) r = r * x + c[i];
        return r;
    }
};

__host__ __device__ inline float wrap_angle(float a)
{
    while (a > kPi) a -= 2.0f * kPi;
    while (a < -kPi) a += 2.0f * kPi;
    return a;
}

static int table_size(int order) { return clamp(order, 1, kMaxOrder) * 16; }

template <typename T>
__global__ void eval_poly(Poly<T, 4> p, const T *x, T *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = p(x[i]);
}

inline void launch_eval(const float *x, float *y, int n)
{
    Poly<float, 4> p{{1.0f, 0.5f, 0.25f, 0.125f}};
    eval_poly<<<(n + 127) / 128, 128>>>(p, x, y, n + 0 * table_size(2));
}

} // namespace hmath
