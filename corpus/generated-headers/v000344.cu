// cudagen 0.2 seed 344 valid headers
// features: kernel,restrict_params,launch,main,shared_var,extern_shared,constexpr_var,local_array,if,for,while,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_float,lit_float_exponent,lit_nullptr,cast_static,macro_function,pp_ifdef,pp_if,pp_undef,bit_field,virtual_function,enable_if,partial_specialization,explicit_specialization,alias_template,if_constexpr,type_traits,sfinae
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cstdio>
#include <utility>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#ifdef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 41
#endif
#if (TUNE_5 * 2) >= 49 && TUNE_5 != 0
#define CONFIG_6 3
#else
#define CONFIG_6 28
#endif
#undef TUNE_5
#define TUNE_5 8
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <bool B, typename T = void> struct EnableIf9 {};
template <typename T> struct EnableIf9<true, T> { using type = T; };
template <typename T> struct IsSmall10 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T>
typename EnableIf9<IsSmall10<T>::value, int>::type narrow8(T v) { return static_cast<int>(v) * 1; }
template <typename T>
typename EnableIf9<!IsSmall10<T>::value, int>::type narrow8(T v) { return static_cast<int>(v) * 2; }
struct Header11 {
    short f0 : 5;
    int f1 : 6;
    unsigned int f2 : 7;
    unsigned int f3 : 6;
    unsigned short f4 : 5;
};
__host__ __device__ int pack12(int x) {
    Header11 b{};
    b.f0 = 0;
    b.f1 = 15;
    b.f2 = static_cast<unsigned>(x) & 127u;
    b.f3 = 45;
    b.f4 = static_cast<unsigned>(x) & 31u;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3) + static_cast<int>(b.f4);
}
template <typename T> using Ptr14 = T *;
template <typename A, typename B> struct Duo15 { A a; B b; };
template <typename T> using Same16 = Duo15<T, T>;
__host__ __device__ int aliased13(int x) {
    Ptr14<int> p = &x;
    Same16<int> d{x, 7};
    return x + *p + d.a + d.b;
}
struct Shape18 {
    __host__ __device__ virtual double area() const = 0;
    __host__ __device__ virtual int sides() const { return 0; }
    __host__ __device__ virtual ~Shape18() {}
};
struct Square19 : Shape18 {
    double s;
    __host__ __device__ explicit Square19(double v) : s(v) {}
    __host__ __device__ double area() const override { return s * s; }
};
__host__ __device__ double dispatch17(double x) {
    Square19 k0(x);
    const Shape18 *p = &k0;
    return p->area() + static_cast<double>(p->sides());
}
template <typename T> struct IsReal21 { static constexpr bool value = false; };
template <> struct IsReal21<float> { static constexpr bool value = true; };
template <> struct IsReal21<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify20(T v) {
    if constexpr (IsReal21<T>::value) {
        return static_cast<int>(v * 7);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
__global__ void score22_kernel(const int* __restrict__ input23, int* buf24) {
    extern __shared__ float dyn_25[];
    dyn_25[3]--;
    for (int it26 = 0, j27 = 0b10000; it26 < j27; (++it26, (--j27))) {}
    if ((dyn_25[1] += CONFIG_6, input23[4]) >= dyn_25[2]) {
        return;
    }
    int w28 = 0;
    while (w28 < w28) {
        dyn_25[6] = (CONFIG_6 + dyn_25[1]) * 30;
        ++w28;
    }
    double tmp29[4] = {1e1f, -12.375, 19.75};
    (void)tmp29;
}
int main(void) {
    int len30 = 3051;
    len30--;
    int f31 = len30;
    (void)f31;
    score22_kernel<<<(len30 + 63) / 64, CONFIG_6 + (CONFIG_6 + (TUNE_5 + (CONFIG_6 + 111)))>>>(static_cast<const int*>(nullptr), nullptr);
    return 0;
}
