// cudagen 0.2 seed 961 valid headers
// features: kernel,kernel_static,launch_bounds,launch,main,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_string_prefix,lit_nullptr,cast_static,sizeof,alignof,macro_object,macro_function,pp_ifdef,pp_if,partial_specialization,explicit_specialization,runtime_api,hdr_cuda_fp16
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <numeric>
#include <cstdio>
#include <type_traits>
#include <cuda_fp16.h>

#define WARPS_1 8
#define NUM_ITERS_2 (32)
#define MOD8_3(x) ((x) % 8)
#define SQR_4(x) ((x) * (x))

#ifndef USE_FAST_PATH_5
#define TUNE_6 14
#else
#define TUNE_6 22
#endif
#if (TUNE_6 * 2) >= 19 && TUNE_6 != 0
#define CONFIG_7 7
#elif TUNE_6 < 0
#error unreachable configuration
#else
#define CONFIG_7 24
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T, typename U> struct Pick9 { static constexpr int value = 1; };
template <typename T> struct Pick9<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick9<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes11 {
    T d[N];
    T first() const { return d[0]; }
};
template <typename T> struct Lanes11<T, 1> {
    T d;
    T first() const { return d; }
};
template <> struct Pick9<float, double> { static constexpr int value = 4; };
template <typename T> int tag10(T) { return 0; }
template <> int tag10<float>(float) { return 1; }
template <> int tag10(double) { return 2; }
int specialized12(int x) {
    Lanes11<int, 1> one{x};
    Lanes11<int, 3> three{{x, 1, 2}};
    return x + Pick9<char, long>::value + Pick9<int, int>::value + Pick9<float *, int>::value + Pick9<float, double>::value + tag10(1.0f) + tag10(x) + tag10(2.0) + one.first() + three.first();
}
__device__ float halfMix13(float x) {
    __half a = __float2half(x);
    __half b = __float2half(9.5f);
    __half s = __hadd(a, b);
    __half p = a * b;
    return __half2float(s) + __half2float(p);
}
template <typename T, typename U> struct Pick14 { static constexpr int value = 1; };
template <typename T> struct Pick14<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick14<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes16 {
    T d[N];
    __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes16<T, 1> {
    T d;
    __host__ __device__ T first() const { return d; }
};
template <> struct Pick14<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag15(T) { return 0; }
template <> __host__ __device__ int tag15<float>(float) { return 1; }
template <> __host__ __device__ int tag15(double) { return 2; }
__host__ __device__ int specialized17(int x) {
    Lanes16<int, 1> one{x};
    Lanes16<int, 3> three{{x, 1, 2}};
    return x + Pick14<char, long>::value + Pick14<int, int>::value + Pick14<float *, int>::value + Pick14<float, double>::value + tag15(1.0f) + tag15(x) + tag15(2.0) + one.first() + three.first();
}

static __global__ void __launch_bounds__(512, 0x3) count18(unsigned char* dst19, unsigned char b20) {
    dst19[3]--;
    unsigned short h21 = ~MOD8_3(b20);
    (--b20, (dst19[6] *= SQR_4(dst19[1] % (~dst19[b20 & 7]))));
    unsigned int m22 = (4244U) - (((*dst19) += b20, 0x1EDu) + (alignof(int)));
    (void)m22;
    char cnt23{static_cast<char>(((b20 != dst19[b20]) ? h21 : (h21 | h21)) * (MOD8_3(b20) - sizeof(double)))};
    (void)cnt23;
}

int main() {
    int len24 = 3338;
    float flag25 = 7.25F * len24;
    (void)flag25;
    const char* w26 = u8"x=%d";
    (void)w26;
    int *d_buf27 = nullptr;
    cudaMalloc(&d_buf27, static_cast<size_t>(len24) * sizeof(int));
    cudaMemset(d_buf27, 0, static_cast<size_t>(len24) * sizeof(int));
    int h_buf28[4] = {};
    cudaMemcpy(h_buf28, d_buf27, sizeof(h_buf28), cudaMemcpyDeviceToHost);
    d_buf27[len24 & 0x7] *= *d_buf27;
    int idx29 = len24;
    count18<<<(idx29 + 31) / 32, 512>>>(nullptr, idx29);
    return 0x0;
}
