// cudagen 0.2 seed 32 valid headers
// features: kernel,kernel_static,launch,launch_dim3,main,device_var,shared_var,constexpr_var,local_array,enum_class,if,if_else,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,pp_ifdef,enum_underlying,variadic_template,pack_expansion,fold_expression,nttp_enum,nttp_auto,partial_specialization,if_constexpr,hdr_cuda_std
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 2
#else
#define TUNE_6 45
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
enum class Kind8 : int { High9, On10, Mul11 };
template <typename T, typename U> struct Pick12 { static constexpr int value = 1; };
template <typename T> struct Pick12<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick12<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes14 {
    T d[N];
    __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes14<T, 1> {
    T d;
    __device__ T first() const { return d; }
};
__device__ int specialized15(int x) {
    Lanes14<int, 1> one{x};
    Lanes14<int, 3> three{{x, 1, 2}};
    return x + Pick12<char, long>::value + Pick12<int, int>::value + Pick12<float *, int>::value + one.first() + three.first();
}
template <auto V>
int addConst16(int x) {
    using value_type = decltype(V);
    return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
template <auto... Vs> int sumConsts17() { return (0 + ... + static_cast<int>(Vs)); }
int consts18(int x) { return addConst16<3>(x) + addConst16<true>(x) + sumConsts17<1, 'b', 3u>(); }
enum class Mode19 { Add, Mul, Sub };
template <Mode19 O = Mode19::Add>
__host__ __device__ int apply20(int a, int b) {
    if constexpr (O == Mode19::Add) {
        return a + b;
    } else if constexpr (O == Mode19::Mul) {
        return a * b;
    } else {
        return a - b;
    }
}
__host__ __device__ int policy21(int x) {
    return apply20<Mode19::Add>(x, 9) + apply20<Mode19::Mul>(x, 4) + apply20<Mode19::Sub>(x, 5) + apply20<>(x, x);
}
template <typename... Ts>
__host__ __device__ double fold22(Ts... xs) {
    return (... + static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count23(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__host__ __device__ bool all24(Ts... xs) { return (... && (xs != 0)); }
__host__ __device__ int spread25(int x) {
    return static_cast<int>(fold22(x, 6.5f, 6u)) + count23(x, x, 1.0) + (all24(x, 6) ? 1 : 0);
}
__device__ float d_probe26 = 7.75f;

static __global__ void trace27(double *acc28) {
    acc28[4] = TUNE_6;
    cuda::std::array<int, 4> lanes29{};
    lanes29[0] = 30;
    int total30 = lanes29[0] + static_cast<int>(lanes29.size()) + cuda::std::plus<int>()(lanes29[1], 1);
    double y31 = acc28[total30 & 7];
    (void)y31;
    float t32[7] = {};
    (void)t32;
    __shared__ int sh_33[256];
    (void)sh_33;
    float val34 = 942;
    (void)val34;
}

int main() {
    int n35 = 0xff9;
    n35 = n35;
    n35 = MOD8_2(MOD8_2(n35 - 3'549ll));
    if (n35 > (61)) {
        n35 = (float)(3.125f + n35 + 0x32U);
    } else {
        trace27<<<dim3(sizeof(unsigned int) * 8), dim3(1 << 6, 2)>>>((double*)nullptr);
        n35 = n35 + (n35 + int(n35));
    }
    return 0;
}
