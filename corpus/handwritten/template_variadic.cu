#include "prelude.cuh"

// Variadic templates: recursive and fold-expression sums, parameter packs
// forwarded to a kernel, sizeof..., and a tiny tuple.
template <typename T>
__host__ __device__ T vmax(T a) { return a; }
template <typename T, typename... Rest>
__host__ __device__ T vmax(T a, Rest... rest)
{
    T m = vmax(rest...);
    return a > m ? a : m;
}

template <typename... Ts>
__host__ __device__ constexpr auto sum(Ts... xs) { return (xs + ... + 0); }

template <typename... Ts>
__host__ __device__ constexpr bool all_positive(Ts... xs) { return ((xs > 0) && ...); }

template <typename... Ts> struct Tuple;
template <> struct Tuple<> {};
template <typename H, typename... T>
struct Tuple<H, T...> : Tuple<T...> {
    H head;
    __host__ __device__ Tuple(H h, T... t) : Tuple<T...>(t...), head(h) {}
    static constexpr int size = 1 + sizeof...(T);
};

template <typename... Args>
__global__ void combine(float *out, Args... args)
{
    out[threadIdx.x] = (float)sum(args...) + (float)vmax(args...) * threadIdx.x;
}

template <typename... Args>
void launch_combine(float *out, Args... args)
{
    static_assert(sizeof...(Args) > 0, "need at least one argument");
    combine<<<1, sizeof...(Args) * 32>>>(out, args...);
}

int main()
{
    Tuple<int, float, char> t(1, 2.0f, 'c');
    launch_combine(nullptr, 1, 2, 3);
    launch_combine(nullptr, 1.5f, 2.5f);
    combine<<<1, 32>>>((float *)nullptr, 4, 5L, 6u);
    return t.head + Tuple<int, float, char>::size + (all_positive(1, 2, 3) ? sum(1, 2, 3, 4) : 0);
}
