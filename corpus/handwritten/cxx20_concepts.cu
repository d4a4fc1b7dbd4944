#include "prelude.cuh"

// C++20 (-std=c++20): concepts, requires-clauses and requires-expressions,
// abbreviated function templates, constrained kernels.
template <typename T, typename U> constexpr bool same_as_v = false;
template <typename T> constexpr bool same_as_v<T, T> = true;

template <typename T>
concept Arithmetic = same_as_v<T, int> || same_as_v<T, float> || same_as_v<T, double>;

template <typename T>
concept Indexable = requires(T t, int i) {
    t[i];
    { t.size() } -> Arithmetic;
};

template <typename T>
concept HasZero = requires { T::zero(); };

struct Span {
    float *p;
    int n;
    __host__ __device__ float &operator[](int i) const { return p[i]; }
    __host__ __device__ int size() const { return n; }
};

struct Meters { float v; static constexpr Meters zero() { return Meters{0.0f}; } };

template <Arithmetic T>
__host__ __device__ T square(T v) { return v * v; }

template <typename C>
    requires Indexable<C>
__global__ void square_all(C c)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < c.size()) c[i] = square(c[i]);
}

__host__ __device__ auto twice(Arithmetic auto v) { return v + v; }

template <typename T> int zero_kind() { return 0; }
template <HasZero T> int zero_kind() { return 1; }

int main()
{
    Span s{nullptr, 128};
    square_all<<<1, 128>>>(s);
    static_assert(Indexable<Span> && !Indexable<int>);
    return zero_kind<Meters>() + zero_kind<int>() + twice(3) + (int)square(2.0);
}
