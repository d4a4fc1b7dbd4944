// cudagen 0.2 seed 348 valid headers
// features: launch,launch_shared_mem,main,static_assert,address_of,lit_int_hex,lit_digit_separator,sizeof,macro_function,multiple_inheritance,nttp_pointer,partial_specialization,ctad,deduction_guide,concept,requires_clause,requires_expression,cluster_dims
// nvcc: -std=c++20 --extended-lambda -arch=sm_90
#include <cuda_runtime.h>
#include <algorithm>
#include <utility>
#include <compare>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
struct Base6 {
    int m0;
    __device__ int get0() const { return m0 * 5; }
};
struct Base7 {
    int m1;
    __device__ int get1() const { return m1 * 5; }
};
struct Combo5 : public Base6, Base7 {
    int own;
    __device__ int sum() const { return get0() + get1() + own; }
};
__device__ int mix8(int x) {
    Combo5 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.own = x;
    return d.sum();
}
__host__ __device__ int twice10(int v) { return v * 5; }
template <int (*F)(int)> __host__ __device__ int callWith11(int x) { return F(x) + 1; }
__host__ __device__ int indirect9(int x) { return callWith11<twice10>(x) + callWith11<&twice10>(1); }
__global__ void __cluster_dims__(2, 1, 1) clustered12(int *out, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        out[i] = i + static_cast<int>(blockIdx.y);
    }
}
template <typename T> struct Keep13 {
    T v;
    __device__ Keep13(T x) : v(x) {}
    __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin14 { A a; B b; };
template <typename A, typename B> Twin14(A, B) -> Twin14<A, B>;
template <typename T> struct View15 {
    const T *p;
    int n;
    __device__ View15(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View15(T *, int) -> View15<T>;
__device__ int deduce16(int x) {
    Keep13 h(x);
    Keep13 g{7.5};
    Twin14 d{x, 2.5f};
    View15 w(&x, 1);
    return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
template <typename T> concept Small17 = sizeof(T) <= 16;
template <typename T> concept Arith18 = requires(T a, T b) {
    a + b;
    { a * b } -> Small17;
    typename T;
};
template <Small17 T> __host__ __device__ T twice19(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) __host__ __device__ T thrice20(T x) { return x * 3; }
template <typename T> __host__ __device__ T quad21(T x) requires Arith18<T> { return x * 4; }
__host__ __device__ int sign22(Small17 auto v) { return v != 0 ? 1 : 2; }
static_assert((sizeof(float) * 3) > 11, "tile must fit");
template <typename T, typename U> struct Pick23 { static constexpr int value = 1; };
template <typename T> struct Pick23<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick23<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes25 {
    T d[N];
    __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes25<T, 1> {
    T d;
    __device__ T first() const { return d; }
};
__device__ int specialized26(int x) {
    Lanes25<int, 1> one{x};
    Lanes25<int, 3> three{{x, 1, 2}};
    return x + Pick23<char, long>::value + Pick23<int, int>::value + Pick23<float *, int>::value + one.first() + three.first();
}

int main() {
    int len27 = 2'711;
    len27 = HALF_2(len27);
    len27 = len27 / 47;
    clustered12<<<(len27 + 0xff) / 256, 8 * 4, 128 * 2>>>(&len27, len27);
    return 0;
}
