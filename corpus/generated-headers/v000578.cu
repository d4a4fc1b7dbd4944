// cudagen 0.2 seed 578 valid headers
// features: kernel,launch,launch_shared_mem,main,nested_namespace,if,compound_assign,bitwise,incdec,call,lit_int_hex,lit_int_suffix,sizeof,macro_function,macro_paste,variadic_template,fold_expression,partial_specialization,explicit_specialization,using_declaration,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <compare>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T, typename U> struct Pick5 { static constexpr int value = 1; };
template <typename T> struct Pick5<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick5<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes7 {
    T d[N];
    T first() const { return d[0]; }
};
template <typename T> struct Lanes7<T, 1> {
    T d;
    T first() const { return d; }
};
template <> struct Pick5<float, double> { static constexpr int value = 4; };
template <typename T> int tag6(T) { return 0; }
template <> int tag6<float>(float) { return 1; }
template <> int tag6(double) { return 2; }
int specialized8(int x) {
    Lanes7<int, 1> one{x};
    Lanes7<int, 3> three{{x, 1, 2}};
    return x + Pick5<char, long>::value + Pick5<int, int>::value + Pick5<float *, int>::value + Pick5<float, double>::value + tag6(1.0f) + tag6(x) + tag6(2.0) + one.first() + three.first();
}
template <typename... Ts>
__host__ __device__ double fold9(Ts... xs) {
    return (... * static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count10(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
__host__ __device__ int spread12(int x) {
    return static_cast<int>(fold9(x, 1.5f, 1u)) + count10(x, x, 1.0);
}

__global__ void clamp13_kernel(int stride14, int lane15) {
    int q16 = -51;
    (void)q16;
    stride14++;
}
namespace lib17 {
__host__ __device__ int version18(int x) { return x + 4; }
namespace detail::impl {
__host__ __device__ int helper19(int x) { return x * 5; }
} // namespace detail::impl
} // namespace lib17
using lib17::version18;
__host__ __device__ int layered20(int x) {
    return lib17::detail::impl::helper19(x) + version18(x);
}

int main() {
    int n21 = 806;
    clamp13_kernel<<<(n21 + 31) / 32, 0x100, sizeof(double) * 256>>>(7, fabsf(46ULL));
    if (n21) {
        n21 |= n21;
    }
    n21 ^= 9 - specialized8(26);
    clamp13_kernel<<<0x80, (0x20)>>>(1, CAT_3(n, 21));
    n21 |= n21;
    return 0;
}
