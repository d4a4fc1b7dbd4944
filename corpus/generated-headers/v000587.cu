// cudagen 0.2 seed 587 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,static_shared,constexpr_var,static_local,switch,compound_assign,call,lit_int_hex,lit_float,sizeof,lambda,lambda_capture_ref,lambda_launch,macro_function,macro_paste,bit_field,partial_specialization,if_constexpr,sfinae,concept,requires_clause,requires_expression,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <type_traits>
#include <cub/block/block_reduce.cuh>
#include <compare>

#define SQR_1(x) ((x) * (x))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void clamp7_kernel(int n8, int len9) {
    int idx10 = threadIdx.x;
    (void)idx10;
    __shared__ float sh_11;
    (void)sh_11;
    switch (len9) {
    case 9: {
        constexpr long hi12 = 11;
        (void)hi12;
        static __shared__ int sh_13[32];
        (void)sh_13;
        break;
    }
    case 6:
        break;
    }
}
template <typename T> concept Small14 = sizeof(T) <= 16;
template <typename T> concept Arith15 = requires(T a, T b) {
    a + b;
    { a * b } -> Small14;
};
template <Small14 T> T twice16(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) T thrice17(T x) { return x * 3; }
template <typename T> T quad18(T x) requires Arith15<T> { return x * 4; }
int sign19(Small14 auto v) { return v != 0 ? 1 : 2; }
template <typename T>
int measure20(T v) {
    if constexpr (requires { v.size(); }) {
        return static_cast<int>(v.size());
    } else {
        return 1;
    }
}
struct Sized21 { __host__ __device__ int size() const { return 3; } };
template <typename T> __host__ __device__ auto sizeOf22(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> __host__ __device__ int sizeOf22(const T &, long) { return 1; }
template <typename...> struct MakeVoid23 { using type = void; };
template <typename T, typename = void> struct HasSize24 { static constexpr int value = 0; };
template <typename T> struct HasSize24<T, typename MakeVoid23<decltype(T().size())>::type> { static constexpr int value = 1; };
__host__ __device__ int probe25(int x) {
    Sized21 s{};
    return sizeOf22(s, 0) + sizeOf22(x, 0) + HasSize24<Sized21>::value + HasSize24<int>::value;
}
struct Packed26 {
    short f0 : 8;
    short f1 : 12;
    signed int f2 : 10;
};
__host__ __device__ int pack27(int x) {
    Packed26 b{};
    b.f0 = 85;
    b.f1 = 8;
    b.f2 = 48;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2);
}

int main() {
    int n28 = 2816;
    unsigned char flag29 = n28;
    (void)flag29;
    auto step32 = [&](int u30, float mid31) {
        clamp7_kernel<<<(n28 + 31) / 32, sizeof(int) * 64, sizeof(double) * 0x80, 0>>>(CAT_5(flag, 29), CAT_5(u, 30));
    };
    step32(CAT_5(n, 28), CAT_5(flag, 29));
    static double s33 = 8.625;
    s33 *= ceilf(n28);
    return 0x0;
}
