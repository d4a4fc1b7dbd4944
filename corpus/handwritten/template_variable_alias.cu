#include "prelude.cuh"

// Variable templates (incl. specialised ones) and alias templates.
template <typename T> constexpr T pi = T(3.1415926535897932385L);
template <typename T> constexpr int bits = sizeof(T) * 8;
template <> constexpr int bits<bool> = 1;

template <typename T> __device__ T d_epsilon = T(1e-6);
template <> __device__ double d_epsilon<double> = 1e-12;

template <typename T, int N> struct Vec { T e[N]; };
template <typename T> using Vec2 = Vec<T, 2>;
template <typename T> using Vec4 = Vec<T, 4>;
using Float4 = Vec4<float>;
template <typename T> using Ptr = T *;

template <typename T>
__global__ void circles(const Ptr<const T> radii, Ptr<Vec2<T>> out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    T r = radii[i] > d_epsilon<T> ? radii[i] : T(0);
    out[i].e[0] = 2 * pi<T> * r;     // circumference
    out[i].e[1] = pi<T> * r * r;     // area
}

__global__ void pack(const float *in, Float4 *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n / 4)
        for (int k = 0; k < 4; ++k) out[i].e[k] = in[4 * i + k];
}

int main()
{
    circles<<<1, 64>>>((const float *)nullptr, (Vec2<float> *)nullptr, 64);
    circles<double><<<1, 64>>>(nullptr, nullptr, 64);
    pack<<<1, 64>>>(nullptr, nullptr, 256);
    static_assert(bits<int> == 32 && bits<bool> == 1, "bit widths");
    return int(pi<float> * 100) + bits<short>;
}
