// cudagen 0.2 seed 944 valid headers
// features: kernel,launch_bounds,launch,main,shared_var,extern_shared,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,cast_static,pp_ifdef,nttp_integral,partial_specialization,explicit_specialization,if_constexpr,type_traits,hdr_cstdio
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <algorithm>
#include <cstdio>
#include <cuda_fp16.h>

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 15
#else
#define TUNE_2 47
#endif
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T, typename U> struct Pick4 { static constexpr int value = 1; };
template <typename T> struct Pick4<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick4<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes6 {
    T d[N];
    __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes6<T, 1> {
    T d;
    __host__ __device__ T first() const { return d; }
};
__host__ __device__ int specialized7(int x) {
    Lanes6<int, 1> one{x};
    Lanes6<int, 3> three{{x, 1, 2}};
    return x + Pick4<char, long>::value + Pick4<int, int>::value + Pick4<float *, int>::value + one.first() + three.first();
}
template <typename T> struct IsReal9 { static constexpr bool value = false; };
template <> struct IsReal9<float> { static constexpr bool value = true; };
template <> struct IsReal9<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify8(T v) {
    if constexpr (IsReal9<T>::value) {
        return static_cast<int>(v * 6);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
template <typename T, int N>
struct Fixed10 {
    T data[N];
    __host__ __device__ T sum() const {
        T s = T();
        for (int i = 0; i < N; ++i) {
            s += data[i];
        }
        return s;
    }
};
template <int K, typename T> __host__ __device__ T scaleBy11(T v) { return v * static_cast<T>(K); }
template <bool Neg> __host__ __device__ int flip12(int v) { return Neg ? -v : v; }
template <char C, long long L = 13LL> __host__ __device__ int charTag13() { return static_cast<int>(C) + static_cast<int>(L); }
__host__ __device__ float fixed14(int x) {
    Fixed10<float, 5> a{};
    a.data[0] = static_cast<float>(x);
    return a.sum() + scaleBy11<2>(static_cast<float>(x)) + static_cast<float>(flip12<true>(x) + charTag13<'#'>());
}

__global__ void __launch_bounds__(TUNE_2 + 49, 2) bias15(int* buf16)
{
    extern __shared__ int dyn_17[];
    (--(*buf16), (dyn_17[3] = (*buf16) & (*buf16)));
    int lo18 = dyn_17[4];
    int e19 = 61;
    printf("sum %d\n", static_cast<int>(e19));
    float v20 = (*buf16) / (static_cast<float>(buf16[7]) + (dyn_17[lo18] ^ buf16[lo18]));
    (void)v20;
}

int main()
{
    int len21 = 816;
    bias15<<<1 << 5, TUNE_2 + 0x1F1>>>(&len21);
    len21 = (len21 += -60, ((len21 != len21) ? 7LL : len21));
    return 0;
}
