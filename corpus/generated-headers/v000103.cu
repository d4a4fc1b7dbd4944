// cudagen 0.2 seed 103 valid headers
// features: kernel,launch,builtin_vars,host_function,constexpr_function,main,device_var,shared_var,auto_var,const_local,nested_namespace,if,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,cast_static,sizeof,alignof,lambda,lambda_capture_ref,lambda_launch,macro_object,macro_function,macro_statement,pp_if,pp_undef,variadic_template,pack_expansion,fold_expression,alias_template,variable_template,using_declaration,using_directive,rdc_extern_device_var,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <numeric>
#include <cuda_fp16.h>

#define NUM_ITERS_1 128
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#if NUM_ITERS_1 == 128
#define CONFIG_5 6
#elif NUM_ITERS_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 21
#endif
#undef CONFIG_5
#define CONFIG_5 24
extern __device__ int sharedCounter6;
extern __device__ float lookup7[16];
__device__ int bumpShared8(int x) {
    sharedCounter6 += x;
    return sharedCounter6 + static_cast<int>(lookup7[x & 15]);
}
__device__ float d_warp9;
namespace api10 {
__device__ int version11(int x) { return x + 5; }
namespace detail::impl {
__device__ int helper12(int x) { return x * 5; }
} // namespace detail::impl
} // namespace api10
using api10::version11;
__device__ int layered13(int x) {
    using namespace api10::detail::impl;
    return helper12(x) + version11(x);
}
template <typename T> using Ptr15 = T *;
template <typename A, typename B> struct Duo16 { A a; B b; };
template <typename T> using Same17 = Duo16<T, T>;
template <typename T> constexpr T kScale18 = T(2);
template <typename T> constexpr int kSize19 = static_cast<int>(sizeof(T)) * 1;
__host__ __device__ int aliased14(int x) {
    Ptr15<int> p = &x;
    Same17<int> d{x, 3};
    return x + *p + d.a + d.b + kSize19<double> + static_cast<int>(kScale18<float>);
}
template <typename... Ts>
__host__ __device__ double fold20(Ts... xs) {
    return (static_cast<double>(xs) * ... * 1.0);
}
template <typename... Ts>
__host__ __device__ int count21(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
__host__ __device__ int spread23(int x) {
    return static_cast<int>(fold20(x, 6.5f, 6u)) + count21(x, x, 1.0) + count21(static_cast<long>(x), 6);
}

__global__ void combine24_kernel(int *buf25) {
    __shared__ float sh_26[32];
    (void)sh_26;
    const float v27 = sizeof(float);
    (void)v27;
    const int hi28 = static_cast<long>(kSize19<int>);
    (void)hi28;
    __shared__ int sh_29[kSize19<int> + (kSize19<char> + (kSize19<int> + (kSize19<int> + 51)))];
    lookup7[14] = ((alignof(double) - sh_29[35]) - (lookup7[sharedCounter6] * 036)) * ceilf(kSize19<char> * (*buf25));
    lookup7[sharedCounter6]--;
}

constexpr int check_march30(int len31) {
    auto tmp32 = 35;
    (void)tmp32;
    return kSize19<char>;
}

int main() {
    int len33 = 3156;
    len33 = kSize19<int> + (len33 * 39);
    auto fn36 = [&](float z34, int y35) -> unsigned {
        y35 = ((56) / (y35 * kSize19<char>));
        combine24_kernel<<<(kSize19<char> + kSize19<char>), 32>>>(&y35);
        return 362U;
    };
    (void)fn36;
    sinf(kSize19<char>);
    if (len33 > len33) {
        return TWICE_PLUS_2(expf(22.75f), (fold20(kSize19<char>)));
    }
    len33++;
    if ((len33 <= kSize19<int>) || (len33 <= kSize19<int>)) {
        return kSize19<char>;
    }
    return 0;
}
