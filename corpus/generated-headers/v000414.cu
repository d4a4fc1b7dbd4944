// cudagen 0.2 seed 414 valid headers
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,main,constexpr_var,if,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_suffix,lit_nullptr,cast_c,cast_functional,lambda,lambda_launch,pp_ifdef,conversion_operator,variadic_template,pack_expansion,fold_expression,ctad,deduction_guide,if_constexpr,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <utility>
#include <cuda_fp16.h>

#ifdef USE_FAST_PATH_1
#define TUNE_2 8
#else
#define TUNE_2 55
#endif
struct Meter3 {
    float v;
    __host__ __device__ operator float() const { return v; }
};
__host__ __device__ float convert4(float x) {
    Meter3 m{x};
    float plain = m;
    return plain + static_cast<float>(m) * 2;
}
template <typename... Ts>
__host__ __device__ double fold5(Ts... xs) {
    return (static_cast<double>(xs) * ...);
}
template <typename... Ts>
__host__ __device__ int count6(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread8(int x) {
    return static_cast<int>(fold5(x, 7.5f, 7u)) + count6(x, x, 1.0);
}
template <typename... Ts>
__device__ double fold9(Ts... xs) {
    return (static_cast<double>(xs) + ...);
}
template <typename... Ts>
__device__ int count10(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__device__ bool all11(Ts... xs) { return (... && (xs != 0)); }
__device__ int spread12(int x) {
    return static_cast<int>(fold9(x, 1.5f, 1u)) + count10(x, x, 1.0) + (all11(x, 1) ? 1 : 0);
}
template <typename T> struct Keep13 {
    T v;
    Keep13(T x) : v(x) {}
    T get() const { return v; }
};
template <typename A, typename B> struct Twin14 { A a; B b; };
template <typename A, typename B> Twin14(A, B) -> Twin14<A, B>;
template <typename T> struct View15 {
    const T *p;
    int n;
    View15(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View15(T *, int) -> View15<T>;
int deduce16(int x) {
    Keep13 h(x);
    Keep13 g{6.5};
    Twin14 d{x, 2.5f};
    View15 w(&x, 1);
    return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}

__global__ void __maxnreg__(128) kick17(const float *src18, const unsigned int *__restrict__ in19) {
    if (((*src18) * 3ll) >= 45) {
        return;
    }
    cosf(long(in19[6]));
}

int main() {
    int size20 = 2055;
    auto lam23 = []() -> int {
        unsigned char z21 = 42;
        kick17<<<16, 1 << 5, 1 << 12, 0>>>(nullptr, (const unsigned int*)nullptr);
        unsigned h22((2132));
        return +((h22 < z21) ? 1 : z21);
    };
    (void)lam23;
    if ((size20 + TUNE_2) != size20) {
        return size20 >> size20;
    }
    (size20++, (size20 = size20));
    size20 = size20;
    if constexpr (sizeof(void *) == 8) {
    }
    return 0;
}
