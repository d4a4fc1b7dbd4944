// cudagen 0.2 seed 455 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,device_function,device_forceinline,device_template_function,host_function,constexpr_function,main,constexpr_var,local_array,auto_var,namespace,nested_namespace,if,bitwise,shift,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,sizeof,macro_object,macro_function,pp_undef,variadic_template,pack_expansion,fold_expression,partial_specialization,explicit_specialization,alias_template,if_constexpr,using_declaration
#include <cuda_runtime.h>
#include <cstdio>

#define WARPS_1 16
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#undef WARPS_1
#define WARPS_1 8

template <typename T>
__device__ __forceinline__ T norm5(const T* __restrict__ coef6)
{
    float lim7(WARPS_1);
    unsigned w8 = HALF_2((*coef6) - coef6[7]) * (9 + (*coef6));
    return ((8.0 - coef6[w8]) - lim7) - (w8 + sizeof(float) + 9.25f);
}
template <typename... Ts>
__host__ __device__ double fold9(Ts... xs) {
    return (static_cast<double>(xs) + ...);
}
template <typename... Ts>
__host__ __device__ int count10(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread12(int x) {
    return static_cast<int>(fold9(x, 7.5f, 7u)) + count10(x, x, 1.0) + count10(static_cast<long>(x), 7);
}
template <typename T> using Ptr14 = T *;
template <typename A, typename B> struct Duo15 { A a; B b; };
template <typename T> using Same16 = Duo15<T, T>;
__host__ __device__ int aliased13(int x) {
    Ptr14<int> p = &x;
    Same16<int> d{x, 6};
    return x + *p + d.a + d.b;
}
namespace lib17 {
int version18(int x) { return x + 9; }
namespace detail::impl {
int helper19(int x) { return x * 2; }
} // namespace detail::impl
} // namespace lib17
using lib17::version18;
int layered20(int x) {
    return lib17::detail::impl::helper19(x) + version18(x);
}
template <typename T, typename U> struct Pick21 { static constexpr int value = 1; };
template <typename T> struct Pick21<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick21<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes23 {
    T d[N];
    T first() const { return d[0]; }
};
template <typename T> struct Lanes23<T, 1> {
    T d;
    T first() const { return d; }
};
template <> struct Pick21<float, double> { static constexpr int value = 4; };
template <typename T> int tag22(T) { return 0; }
template <> int tag22<float>(float) { return 1; }
template <> int tag22(double) { return 2; }
int specialized24(int x) {
    Lanes23<int, 1> one{x};
    Lanes23<int, 3> three{{x, 1, 2}};
    return x + Pick21<char, long>::value + Pick21<int, int>::value + Pick21<float *, int>::value + Pick21<float, double>::value + tag22(1.0f) + tag22(x) + tag22(2.0) + one.first() + three.first();
}

namespace detail25 {
static __global__ void fuse26(int n27)
{
    if ((n27 >> n27) >= n27) {
        return;
    }
    bool h28 = n27;
    bool q29 = h28 >> ((WARPS_1) - h28);
    h28 = q29;
    int z30[6] = {7lu, 1};
    (void)z30;
    float flag31[2] = {};
    (void)flag31;
    float x32 = ~n27;
    (void)x32;
}
} // namespace detail25

constexpr int host_weigh33(int len34)
{
    auto diff35 = len34;
    (void)diff35;
    return 38;
}

int main()
{
    int size36 = 1348;
    if constexpr (sizeof(long) == 8) {
        double off37[2]{9.0, 16.25};
        (void)off37;
        size36 = size36;
    } else {
    }
    detail25::fuse26<<<128, 0x20, 0>>>((size36 += WARPS_1, (WARPS_1 - size36)));
    return 0b0;
}
