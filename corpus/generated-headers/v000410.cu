// cudagen 0.2 seed 410 valid headers
// features: launch,launch_shared_mem,launch_stream,main,managed_var,constexpr_var,ternary,bitwise,comparison,address_of,call,lit_int_binary,cast_c,cast_static,sizeof,macro_function,operator_overload_more,consteval,cluster_dims,hdr_cmath
// nvcc: -std=c++20 -arch=sm_90
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cstdio>
#include <type_traits>
#include <utility>
#include <cuda_fp16.h>
#include <compare>

#define HALF_1(x) ((x) / 2)
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__global__ void __cluster_dims__(2) clustered6(int *out, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        out[i] = i + static_cast<int>(blockIdx.y);
    }
}
__managed__ int m_pack7 = 13;
struct V28 {
    float x, y;
    __host__ __device__ float operator[](int i) const { return i == 0 ? x : y; }
    __host__ __device__ V28 &operator+=(const V28 &o) { x += o.x; y += o.y; return *this; }
    __host__ __device__ V28 operator-() const { return V28{-x, -y}; }
    __host__ __device__ V28 &operator++() { ++x; return *this; }
    __host__ __device__ bool operator<(const V28 &o) const { return x < o.x; }
    friend __host__ __device__ bool operator==(const V28 &a, const V28 &b) { return a.x == b.x && a.y == b.y; }
};
__host__ __device__ V28 operator*(const V28 &a, float k) { return V28{a.x * k, a.y * k}; }
__host__ __device__ float ops9(float v) {
    V28 a{v, 1};
    V28 b = -a * 2;
    a += b;
    ++a;
    return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
consteval int square10(int x) { return x * x + 1; }
constexpr int kSquare11 = square10(7);

int main() {
    int size12 = 3604;
    double k13 = static_cast<short>((m_pack7 > 9) ? sizeof(int) : kSquare11) & ((m_pack7 % m_pack7) + kSquare11);
    (void)k13;
    cosf(sinf(m_pack7) - sinf(kSquare11));
    clustered6<<<4 * 8, (128), 0, 0>>>(&size12, (int)sinf(27));
    return 0b0;
}
