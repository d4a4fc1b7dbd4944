#include "prelude.cuh"

// Non-type template parameters (int, bool, pointer, auto), defaults, and
// template template parameters selecting a storage policy.
template <typename T, int N>
struct StaticArray {
    T data[N];
    __host__ __device__ constexpr int size() const { return N; }
    __host__ __device__ T &operator[](int i) { return data[i]; }
};

template <typename T, int N>
struct RegisterTile {
    T v[N];
    __host__ __device__ T &operator[](int i) { return v[i]; }
    __host__ __device__ constexpr int size() const { return N; }
};

template <typename T, int N, template <typename, int> class Storage = StaticArray, bool Clamp = false>
struct Filter {
    Storage<T, N> taps;
    __host__ __device__ T run(const T *x) {
        T acc = T();
        for (int k = 0; k < N; ++k) acc += taps[k] * x[k];
        if (Clamp && acc < T()) acc = T();
        return acc;
    }
};

template <auto Value> struct Constant { static constexpr decltype(Value) value = Value; };

int g_counter = 0;
template <int *Counter> void bump() { ++*Counter; }

template <typename T, int N, template <typename, int> class S, bool C>
__global__ void apply_filter(Filter<T, N, S, C> f, const T *x, T *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i + N <= n) y[i] = f.run(x + i);
}

int main()
{
    Filter<float, 5> smooth{};
    Filter<int, 3, RegisterTile, true> edge{};
    apply_filter<<<4, 64>>>(smooth, (const float *)nullptr, (float *)nullptr, 256);
    int *buf = nullptr;
    apply_filter<<<4, 64>>>(edge, buf, buf, 256);
    bump<&g_counter>();
    return Constant<7>::value + Constant<'a'>::value + smooth.taps.size() + g_counter;
}
