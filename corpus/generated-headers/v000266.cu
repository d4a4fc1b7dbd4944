// cudagen 0.2 seed 266 valid headers
// features: kernel,restrict_params,launch,main,constexpr_var,nested_namespace,goto,static_assert,ternary,bitwise,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_paste,alias_template,using_declaration,using_directive,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <type_traits>
#include <cooperative_groups.h>

#define NUM_ITERS_1 4
#define WARPS_2 256
#define CAT_3(a, b) a##b
__global__ void filter4(int count5, int count6, unsigned int* __restrict__ out7, int n8) {
    count5 = (0x4aUL + CAT_3(n, 8)) * (1u ^ (count5 * count5));
    constexpr double res9 = 013ll;
    (void)res9;
    if (out7[count6] > count6) {
        goto skip10;
    }
    static_assert((sizeof(float) * (NUM_ITERS_1 + (NUM_ITERS_1 + 8))) > 63, "bad config");
skip10:;
}
template <typename T> using Ptr12 = T *;
template <typename A, typename B> struct Duo13 { A a; B b; };
template <typename T> using Same14 = Duo13<T, T>;
__device__ int aliased11(int x) {
    Ptr12<int> p = &x;
    Same14<int> d{x, 3};
    return x + *p + d.a + d.b;
}
namespace core15 {
__host__ __device__ int version16(int x) { return x + 5; }
namespace detail::impl {
__host__ __device__ int helper17(int x) { return x * 2; }
} // namespace detail::impl
} // namespace core15
using core15::version16;
__host__ __device__ int layered18(int x) {
    using namespace core15::detail::impl;
    return helper17(x) + version16(x);
}
int main() {
    int len19 = 3289;
    filter4<<<0x2, 256>>>((61lu * len19) - 8, len19, (unsigned*)nullptr, floorf(6) + len19);
    unsigned int k20(((!len19) || ((len19 <= len19) || (len19 < NUM_ITERS_1))) ? ((!(len19 <= len19)) ? (44LL - len19) : len19) : (+(~len19)));
    (void)k20;
    return 0x0;
}
