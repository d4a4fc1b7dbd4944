#include "prelude.cuh"

// C++17 (the default dialect): structured bindings, inline variables,
// class template argument deduction, nested namespace definitions,
// if/switch with initializers, [[nodiscard]] types and constexpr lambdas.
namespace stats::detail {
inline int instances = 0;
}

template <typename A, typename B>
struct Pair {
    A first;
    B second;
    __host__ __device__ Pair(A a, B b) : first(a), second(b) { }
};

struct MinMax { float lo, hi; };

__host__ __device__ MinMax minmax(const float *v, int n)
{
    MinMax r{v[0], v[0]};
    for (int i = 1; i < n; ++i) {
        if (v[i] < r.lo) r.lo = v[i];
        if (v[i] > r.hi) r.hi = v[i];
    }
    return r;
}

__global__ void normalize(float *v, int n)
{
    auto [lo, hi] = minmax(v, n);
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = (v[i] - lo) / (hi - lo);
}

struct [[nodiscard]] Status { int code; };
Status check(int v) { return Status{v < 0 ? 1 : 0}; }

int main()
{
    Pair p(3, 4.5);                       // CTAD: Pair<int, double>
    auto [a, b] = p;
    int arr[3] = {7, 8, 9};
    auto &[x, y, z] = arr;
    x = 70;
    constexpr auto cube = [](int v) { return v * v * v; };
    static_assert(cube(3) == 27);
    if (auto s = check(a); s.code == 0)
        ++stats::detail::instances;
    switch (auto st = check(-1); st.code) {
    case 1: break;
    default: return 1;
    }
    normalize<<<1, 256>>>(nullptr, 256);
    return a + (int)b + y + z + stats::detail::instances;
}
