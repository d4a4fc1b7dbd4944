// cudagen 0.2 seed 366 valid headers
// features: kernel,launch,launch_dim3,host_function,main,constexpr_var,nested_namespace,if,compound_assign,bitwise,shift,comparison,lit_int_hex,lit_int_binary,lit_int_suffix,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_undef,bit_field,friend_template,explicit_specialization,if_constexpr,type_traits,inline_namespace,using_declaration,using_directive
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <utility>
#include <cub/block/block_reduce.cuh>

#define WARPS_1 32
#define MOD8_2(x) ((x) % 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 19
#endif
#undef WARPS_1
#define WARPS_1 8
template <typename T> struct Box6;
template <typename T> __device__ T peek7(const Box6<T> &b);
template <typename T> struct Box6 {
    __device__ explicit Box6(T v) : val(v) {}
    template <typename U> friend __device__ U peek7(const Box6<U> &b);
    template <typename U> friend struct Spy8;
private:
    T val;
};
template <typename T> __device__ T peek7(const Box6<T> &b) { return b.val; }
template <typename U> struct Spy8 {
    __device__ static int look(const Box6<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
__device__ int unlock9(int x) {
    Box6<int> v(x);
    return peek7(v) + Spy8<float>::look(v);
}

__global__ void count10_kernel(double p11) {
    constexpr unsigned long long t12 = 64;
    int hi13 = 0x3;
    hi13 %= TUNE_5;
    short t14 = +((hi13 + t12) & (t12 - hi13));
    (void)t14;
}
template <typename T> struct IsReal16 { static constexpr bool value = false; };
template <> struct IsReal16<float> { static constexpr bool value = true; };
template <> struct IsReal16<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify15(T v) {
    if constexpr (IsReal16<T>::value) {
        return static_cast<int>(v * 2);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
namespace api17 {
inline namespace v2 {
__device__ int version18(int x) { return x + 2; }
} // namespace v2
namespace detail::impl {
__device__ int helper19(int x) { return x * 3; }
} // namespace detail::impl
} // namespace api17
using api17::version18;
__device__ int layered20(int x) {
    using namespace api17::detail::impl;
    return helper19(x) + version18(x) + api17::v2::version18(1);
}
struct Mask21 {
    unsigned short f0 : 5;
    signed int f1 : 9;
    signed int f2 : 6;
    unsigned int f3 : 9;
    unsigned short f4 : 12;
};
__device__ int pack22(int x) {
    Mask21 b{};
    b.f0 = static_cast<unsigned>(x) & 31u;
    b.f1 = 80;
    b.f2 = 29;
    b.f3 = 5;
    b.f4 = static_cast<unsigned>(x) & 4095u;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3) + static_cast<int>(b.f4);
}
template <typename T> struct IsReal24 { static constexpr bool value = false; };
template <> struct IsReal24<float> { static constexpr bool value = true; };
template <> struct IsReal24<double> { static constexpr bool value = true; };
template <typename T>
__device__ int classify23(T v) {
    if constexpr (IsReal24<T>::value) {
        return static_cast<int>(v * 9);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}

inline float check_score25(unsigned q26, int stride27) {
    stride27 = 2473UL;
    dim3 s28((stride27 + 63) / 0x40, sizeof(unsigned int) * (WARPS_1 + WARPS_1), TUNE_5 + (WARPS_1 + 37));
    (void)s28;
    return 1275;
}

int main() {
    int n29 = 3570;
    if constexpr (sizeof(void *) == 8) {
        if (n29 >= n29) {
            return n29;
        }
        int lo30 = WARPS_1;
        (void)lo30;
    }
    count10_kernel<<<dim3(WARPS_1 + (TUNE_5 + (TUNE_5 + (WARPS_1 + 458))), 256), 1 << 8>>>(0b110011);
    return 0;
}
