// cudagen 0.2 seed 662 valid headers
// features: kernel,launch,host_function,main,shared_var,extern_shared,constexpr_var,nested_namespace,if,if_else,do_while,compound_assign,bitwise,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,macro_statement,nested_class,multiple_inheritance,virtual_inheritance,virtual_function,enable_if,if_constexpr,sfinae,inline_namespace,using_declaration,using_directive,hdr_cmath,hdr_type_traits
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <type_traits>

#define BLOCK_SIZE_1 256
#define TILE_DIM_2 256
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
struct Table7 {
    using value_type = float;
    enum Kind { Small, Large };
    struct Item {
        value_type v;
        __device__ value_type scaled() const { return v * static_cast<value_type>(2); }
    };
    Item first, second;
    __device__ value_type total() const { return first.scaled() + second.v; }
};
__device__ float walk8(int x) {
    using value_type = Table7::value_type;
    Table7::Item e{static_cast<value_type>(x)};
    Table7 t{e, e};
    return t.total();
}
template <typename T>
typename std::enable_if<(sizeof(T) <= 4), int>::type narrow9(T v) { return static_cast<int>(v) * 1; }
template <typename T>
typename std::enable_if<!(sizeof(T) <= 4), int>::type narrow9(T v) { return static_cast<int>(v) * 2; }
struct Root11 {
    int v = 7;
    __device__ virtual int get() const { return v; }
    __device__ virtual ~Root11() {}
};
struct Left12 : virtual Root11 {
    __device__ int get() const override { return v + 1; }
};
struct Right13 : virtual public Root11 {
    int r = 1;
};
struct Join14 : Left12, Right13 {};
__device__ int dispatch10(int x) {
    Join14 j;
    j.v = x;
    const Root11 &t = j;
    return t.get() + j.r;
}
namespace core15 {
inline namespace abi {
__host__ __device__ int version16(int x) { return x + 5; }
} // namespace abi
namespace detail::impl {
__host__ __device__ int helper17(int x) { return x * 4; }
} // namespace detail::impl
} // namespace core15
using core15::version16;
__host__ __device__ int layered18(int x) {
    using namespace core15::detail::impl;
    return helper17(x) + version16(x) + core15::abi::version16(1);
}

__global__ void fold19(unsigned int b20, float *dst21, int n22, int count23)
{
    extern __shared__ int dyn_24[];
    int pass25 = 0x0;
    do {
        count23 = expf(15.75f);
        if (!(pass25 != pass25))
            break;
        ++pass25;
    } while (pass25 < 2);
    if constexpr (sizeof(double) == 8) {
        if (dyn_24[2] == 62) {
            count23 %= layered18(CAT_6(count, 23) - static_cast<int>(dyn_24[0x4]));
        } else if (dst21[b20] == (static_cast<int>(count23) * sqrtf(dyn_24[n22]))) {
            int hi26 = (count23 * (0x1 - count23)) - 3;
            (void)hi26;
        }
    } else {
    }
}

int sift27(const int *src28)
{
    if ((src28[6] >= src28[2]) && (src28[0x2] >= src28[3]))
        return TILE_DIM_2 * src28[1];
    fold19<<<64, BLOCK_SIZE_1>>>(ceilf(sizeof(int)), static_cast<float*>(nullptr), (55 + (*src28)) * ((*src28) + src28[0x0]), (56L / (*src28)) + ((float)(*src28)));
    return src28[2] + sqrtf(22.125f);
}

int main()
{
    int size29 = 2913;
    size29 = size29 / sinf(size29);
    float diff30 = layered18(size29);
    diff30 = TILE_DIM_2;
    ACCUM_3(diff30, (6.625F - fminf(sizeof(float) / diff30, sizeof(double))));
    if constexpr (sizeof(void *) == 8) {
    }
    return 0;
}
