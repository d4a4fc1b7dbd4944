// cudagen 0.2 seed 234 valid headers
// features: kernel,restrict_params,launch,builtin_vars,device_function,device_forceinline,main,shared_var,shared_2d,constexpr_var,struct,enum_class,if,ternary,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_object,macro_paste,macro_statement,pp_undef,variadic_template,pack_expansion,alias_template,variable_template,if_constexpr,three_way_comparison,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <compare>

#define RADIUS_1 32
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#undef RADIUS_1
#define RADIUS_1 24

__device__ __forceinline__ float bump6(int count7, int count8) {
    unsigned int k9 = ((warpSize >= (count7 | 0x36)) ? (count7 / RADIUS_1) : 53) / (count7 * sizeof(unsigned char));
    (void)k9;
    __shared__ signed char sh_10[16][(13)];
    __shared__ long sh_11;
    (void)sh_11;
    __shared__ long long sh_12;
    (void)sh_12;
    return (22.75f - count8) / fminf(sh_10[1][7], blockIdx.z);
}

struct Particle13 {
    float hi14, z15;
    double sum16;
};
enum class Kind17 { Low18, Idle19 = 6 };
struct Stamp20 {
    int major;
    int minor;
    auto operator<=>(const Stamp20 &) const = default;
};
int ordered21(int x) {
    Stamp20 a{x, 1};
    Stamp20 b{2, x};
    int r = (a < b ? 1 : 0) + ((a <=> b) == 0 ? 2 : 0);
    return r + ((x <=> 2) < 0 ? 4 : 0);
}
template <typename T> using Ptr23 = T *;
template <typename A, typename B> struct Duo24 { A a; B b; };
template <typename T> using Same25 = Duo24<T, T>;
template <typename T> constexpr T kScale26 = T(7);
template <typename T> constexpr int kSize27 = static_cast<int>(sizeof(T)) * 4;
__device__ int aliased22(int x) {
    Ptr23<int> p = &x;
    Same25<int> d{x, 5};
    return x + *p + d.a + d.b + kSize27<double> + static_cast<int>(kScale26<float>);
}
__device__ inline double fold28() { return 0.0; }
template <typename T, typename... Rest>
__device__ double fold28(T first, Rest... rest) {
    return static_cast<double>(first) + fold28(rest...);
}
template <typename... Ts>
__device__ int count29(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
__device__ int spread31(int x) {
    return static_cast<int>(fold28(x, 2.5f, 2u)) + count29(x, x, 1.0) + count29(static_cast<long>(x), 2);
}

__global__ void bias32(float *__restrict__ dst33, int count34) {
    int idx35 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx35 >= count34) {
        return;
    }
    if (floorf(count34) > 38LL) {
        return;
    }
    int w36{'z'};
    (void)w36;
    --count34;
    --count34;
}

int main() {
    int size37 = 2859;
    if constexpr (sizeof(void *) == 4) {
        bias32<<<0x100, 8 * 8>>>((float*)nullptr, ((size37 == 0x3f) ? kSize27<char> : size37) * sqrtf(1));
        ceilf(kSize27<int>);
    }
    size37--;
    --size37;
    return 0x0;
}
