// cudagen 0.2 seed 900 valid headers
// features: kernel,kernel_static,launch,main,constexpr_var,const_local,nested_namespace,do_while,ternary,compound_assign,bitwise,shift,comparison,call,lit_int_hex,lit_int_suffix,lit_float,cast_c,sizeof,lambda,macro_object,macro_statement,pp_undef,alias_template,variable_template,inline_namespace,using_declaration,using_directive,hdr_cmath
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <type_traits>
#include <utility>
#include <tuple>

#define NUM_ITERS_1 16
#define TILE_DIM_2 256
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef TILE_DIM_2
#define TILE_DIM_2 2
template <typename T> using Ptr5 = T *;
template <typename A, typename B> struct Duo6 { A a; B b; };
template <typename T> using Same7 = Duo6<T, T>;
template <typename T> constexpr T kScale8 = T(6);
template <typename T> constexpr int kSize9 = static_cast<int>(sizeof(T)) * 4;
int aliased4(int x) {
    Ptr5<int> p = &x;
    Same7<int> d{x, 2};
    return x + *p + d.a + d.b + kSize9<double> + static_cast<int>(kScale8<float>);
}
namespace core10 {
inline namespace abi {
__host__ __device__ int version11(int x) { return x + 7; }
} // namespace abi
namespace detail::impl {
__host__ __device__ int helper12(int x) { return x * 5; }
} // namespace detail::impl
} // namespace core10
using core10::version11;
__host__ __device__ int layered13(int x) {
    using namespace core10::detail::impl;
    return helper12(x) + version11(x) + core10::abi::version11(1);
}

static __global__ void warp14(int count15)
{
    count15 = sqrtf(49);
    size_t flag16 = kSize9<char>;
    int w17 = 0;
    do {
        ACCUM_3(flag16, (count15));
        int u18((floorf((flag16 <= w17) ? kSize9<char> : flag16)));
        (void)u18;
        ++w17;
    } while (w17 < count15);
    bool z19 = (+count15) > cosf(15.625f);
    (void)z19;
}

int main()
{
    int count20 = 0x8BD;
    auto lam23 = [](short int diff21, unsigned int hi22) -> unsigned char {
        cosf(kSize9<int>);
        diff21 = hi22;
        diff21 -= ((diff21 == 48ul) ? diff21 : 0x1366) + (kSize9<char> & hi22);
        return 0x15;
    };
    float m24 = sizeof(short) * (count20 | kSize9<char>);
    ceilf((long)(-45));
    const float f25 = lam23(count20, fmaxf(20.125f, m24 + NUM_ITERS_1));
    (void)f25;
    ACCUM_3(count20, (22));
    warp14<<<(count20 + 63) / 64, 1 << (TILE_DIM_2 + (TILE_DIM_2 + (kSize9<char> + 1)))>>>((sinf(count20)));
    return 0x0;
}
