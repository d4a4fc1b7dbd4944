// cudagen 0.2 seed 622 valid headers
// features: launch_bounds,launch,launch_shared_mem,launch_stream,main,local_array,enum,enum_class,incdec,address_of,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,cast_functional,union,bit_field,call_operator,enum_underlying,enable_if,partial_specialization,sfinae,concept,requires_expression,cluster_dims,hdr_cmath
// nvcc: -std=c++20 -arch=sm_90
#include <cuda_runtime.h>
#include <array>
#include <utility>
#include <tuple>

#define CAT_1(a, b) a##b
template <bool B, typename T = void> struct EnableIf3 {};
template <typename T> struct EnableIf3<true, T> { using type = T; };
template <typename T> struct IsSmall4 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T>
__host__ __device__ typename EnableIf3<IsSmall4<T>::value, int>::type narrow2(T v) { return static_cast<int>(v) * 1; }
template <typename T>
__host__ __device__ typename EnableIf3<!IsSmall4<T>::value, int>::type narrow2(T v) { return static_cast<int>(v) * 2; }
enum Level5 { BLUE6, SLOW7, OFF8 };
__global__ void __cluster_dims__(2, 2, 1) __launch_bounds__(128) clustered9(int *out, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        out[i] = i + static_cast<int>(blockIdx.y);
    }
}
template <typename T> concept Small10 = sizeof(T) <= 8;
template <typename T> concept Arith11 = requires(T a, T b) {
    a + b;
    { a * b } -> Small10;
    typename T;
};
template <Small10 T> T twice12(T x) { return x + x; }
int sign13(Small10 auto v) { return v != 0 ? 1 : 2; }
struct Sized14 { __device__ int size() const { return 6; } };
template <typename T> __device__ auto sizeOf15(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> __device__ int sizeOf15(const T &, long) { return 1; }
__device__ int probe16(int x) {
    Sized14 s{};
    return sizeOf15(s, 0) + sizeOf15(x, 0);
}
enum class Mode17 : unsigned char { Green18 = 2, Mul19 = 7, On20 = 13 };
template <typename T> concept Small21 = sizeof(T) <= 8;
template <typename T> concept Arith22 = requires(T a, T b) {
    a + b;
    { a * b } -> Small21;
};
template <Small21 T> T twice23(T x) { return x + x; }
int sign24(Small21 auto v) { return v != 0 ? 1 : 2; }
struct Mask25 {
    int f0 : 4;
    unsigned : 1;
    signed int f1 : 11;
    unsigned int f2 : 10;
    int f3 : 6;
};
int pack26(int x) {
    Mask25 b{};
    b.f0 = 4;
    b.f1 = 20;
    b.f2 = static_cast<unsigned>(x) & 1023u;
    b.f3 = 30;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3);
}
struct Scale27 {
    int k;
    __host__ __device__ int operator()(int v) const { return v * k; }
    template <typename T>
    __host__ __device__ T operator()(T a, T b) const { return a + b; }
};
__host__ __device__ int call28(int x) {
    Scale27 fn{4};
    return fn(x) + fn(x, 1);
}
enum class Op29 { Fast30, Idle31 };
union Pun32 {
    unsigned u;
    float f;
    unsigned char bytes[4];
};
__device__ int use33(int x) {
    Pun32 v{};
    v.u = static_cast<unsigned>(x);
    return static_cast<int>(v.bytes[3]) + static_cast<int>(v.u);
}

int main() {
    int len34 = 03653;
    len34++;
    clustered9<<<4, 0b10000000, 0, (cudaStream_t)0>>>(&len34, int(fabsf(len34)));
    int tmp35[8] = {0x3C, 4542u, 15, len34, 8, 36, 33, 8};
    (void)tmp35;
    int q36[7] = {012ull, 11UL, 4, 56, 8};
    (void)q36;
    return 0;
}
