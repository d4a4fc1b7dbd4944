// cudagen 0.2 seed 141 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,host_function,main,local_array,auto_var,enum_class,nested_namespace,if,static_assert,compound_assign,bitwise,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_paste,macro_statement,bit_field,local_class,enum_underlying,explicit_specialization,if_constexpr,type_traits,using_declaration,exceptions,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cooperative_groups.h>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
enum struct Phase5 : unsigned int { Slow6, Add7 };
enum class Axis8 { Red9 = 2, Green10 = 4, Red11 };
struct Header12 {
    signed int f0 : 8;
    unsigned f1 : 12;
};
__host__ __device__ int pack13(int x) {
    Header12 b{};
    b.f0 = 13;
    b.f1 = 21;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1);
}
namespace core14 {
__host__ __device__ int version15(int x) { return x + 9; }
namespace detail::impl {
__host__ __device__ int helper16(int x) { return x * 2; }
} // namespace detail::impl
} // namespace core14
using core14::version15;
__host__ __device__ int layered17(int x) {
    return core14::detail::impl::helper16(x) + version15(x);
}
template <typename T> struct IsReal19 { static constexpr bool value = false; };
template <> struct IsReal19<float> { static constexpr bool value = true; };
template <> struct IsReal19<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify18(T v) {
    if constexpr (IsReal19<T>::value) {
        return static_cast<int>(v * 6);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}

__global__ void rank20(float beta21, float beta22, const float *in23, int len24)
{
    unsigned i25 = threadIdx.x;
    if (i25 >= len24) {
        return;
    }
    int tmp26 = 4UL + (i25 + core14::version15(46u));
    (void)tmp26;
    int z27 = 041lu * ((*in23) * beta22);
    (void)z27;
    int base28[7] = {};
    (void)base28;
    beta21 -= sqrtf(i25 / threadIdx.x);
    auto x29 = 0x18;
    (void)x29;
    beta21 = (beta21 += 'A', 22.75f);
    unsigned int lim30 = CAT_4(len, 24);
    (void)lim30;
}

__host__ long host_fold31(int len32, const char *coef33)
{
    int base34 = sinf(len32);
    try {
        static_assert(0x19 > 24, "bad config");
        len32 = -len32;
        if (base34 > 88) {
            throw 88;
        }
    } catch (...) {
    }
    struct Local35 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local35 hi36{2};
    int tmp37 = hi36.add(core14::version15(309));
    (void)tmp37;
    return sizeof(unsigned int);
}

int main()
{
    int len38 = 1239;
    len38 |= len38;
    Phase5 t39 = Phase5::Add7;
    (void)t39;
    rank20<<<1, 64, 0x0>>>(-len38, (double)core14::version15(58l), (const float*)nullptr, +len38);
    return 0;
}
