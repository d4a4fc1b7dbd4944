// cudagen 0.2 seed 363 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,device_template_function,main,shared_var,constexpr_var,if,ternary,shift,comparison,call,lit_int_hex,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,macro_paste,macro_statement,pp_ifdef,nttp_dependent_type,enable_if,partial_specialization,ctad,sfinae
#include <cuda_runtime.h>
#include <cstdio>
#include <cuda_fp16.h>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 48
#endif
template <typename T> struct Keep7 {
    T v;
    __host__ __device__ Keep7(T x) : v(x) {}
    __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin8 { A a; B b; };
__host__ __device__ int deduce10(int x) {
    Keep7 h(x);
    Keep7 g{1.5};
    return h.get() + static_cast<int>(g.get());
}
template <bool B, typename T = void> struct EnableIf12 {};
template <typename T> struct EnableIf12<true, T> { using type = T; };
template <typename T> struct IsSmall13 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T, typename EnableIf12<IsSmall13<T>::value, int>::type = 0>
int narrow11(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename EnableIf12<!IsSmall13<T>::value, int>::type = 0>
int narrow11(T v) { return static_cast<int>(v) + 2; }

__global__ void __launch_bounds__(32 * 2) score14_kernel(float* buf15) {
    __shared__ float sh_16[(32)];
    (void)sh_16;
    constexpr double off17 = 689;
    (void)off17;
}

int main() {
    int count18 = 3434;
    count18 = (narrow11(static_cast<unsigned>(count18 - count18)) >= (count18 - count18)) ? 6 : (count18 * (count18 + count18));
    if ('#' <= (CAT_4(count, 18) + 40)) {
        return int(count18) << (-count18);
    }
    score14_kernel<<<dim3((count18 + 255) / 256, (count18 + 127) / 0x80), (TUNE_6 + 16)>>>(nullptr);
    return 0;
}
