// cudagen 0.2 seed 199 valid headers
// features: kernel,restrict_params,launch,builtin_vars,main,shared_var,extern_shared,constexpr_var,enum_class,if,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,cast_c,macro_function,macro_paste,pp_ifdef,partial_specialization,sfinae,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#ifndef USE_FAST_PATH_5
#define TUNE_6 2
#else
#define TUNE_6 42
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
enum class Axis8 {
    Idle9 = 3,
    Blue10,
    Red11 = 10,
    Idle12,
    Slow13
};
struct Sized14 { int size() const { return 13; } };
template <typename T> auto sizeOf15(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> int sizeOf15(const T &, long) { return 1; }
template <typename...> struct MakeVoid16 { using type = void; };
template <typename T, typename = void> struct HasSize17 { static constexpr int value = 0; };
template <typename T> struct HasSize17<T, typename MakeVoid16<decltype(T().size())>::type> { static constexpr int value = 1; };
int probe18(int x) {
    Sized14 s{};
    return sizeOf15(s, 0) + sizeOf15(x, 0) + HasSize17<Sized14>::value + HasSize17<int>::value;
}

__global__ void fold19_kernel(unsigned long *__restrict__ acc20, float *dst21, float *acc22) {
    extern __shared__ long dyn_23[];
    unsigned int gid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr long long idx25 = 41;
    acc20[gid24] = ceilf(*acc20) * (fmaxf(idx25, 23.875f) / CAT_4(gid, 24));
    Axis8 tmp26 = Axis8::Idle12;
    (void)tmp26;
    if (acc20[gid24] == dyn_23[1])
        return;
}

int main() {
    int size27 = 0x91f;
    (void)size27;
    fold19_kernel<<<256, (TUNE_6 + 0b1111110) * TUNE_6>>>(nullptr, (float*)nullptr, nullptr);
    fold19_kernel<<<TUNE_6 + (TUNE_6 + (TUNE_6 + TUNE_6)), 0x1 << 8>>>(nullptr, nullptr, nullptr);
    return 0;
}
