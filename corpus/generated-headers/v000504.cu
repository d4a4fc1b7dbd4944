// cudagen 0.2 seed 504 valid headers
// features: kernel,launch,launch_stream,host_function,constexpr_function,main,local_array,if,do_while,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,pp_if,union,enable_if,partial_specialization,sfinae,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <cstdio>
#include <tuple>
#include <cooperative_groups.h>

#define NUM_ITERS_1 32
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#ifdef USE_FAST_PATH_7
#define TUNE_8 11
#else
#define TUNE_8 62
#endif
#if NUM_ITERS_1 == 32
#define CONFIG_9 5
#else
#define CONFIG_9 15
#endif
template <typename F>
__global__ void applyEach10(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <bool B, typename T = void> struct EnableIf12 {};
template <typename T> struct EnableIf12<true, T> { using type = T; };
template <typename T> struct IsSmall13 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T>
typename EnableIf12<IsSmall13<T>::value, int>::type narrow11(T v) { return static_cast<int>(v) * 1; }
template <typename T>
typename EnableIf12<!IsSmall13<T>::value, int>::type narrow11(T v) { return static_cast<int>(v) * 2; }
union Word14 {
    int i;
    float f;
    unsigned char bytes[4];
    __host__ __device__ int low() const { return static_cast<int>(bytes[0]); }
};
__host__ __device__ int use15(int x) {
    Word14 v{};
    v.i = static_cast<int>(x);
    return static_cast<int>(v.bytes[3]) + static_cast<int>(v.i) + v.low();
}
__global__ void count16(long long q17, unsigned short *data18, const int *in19, float p20) {
    if ((p20 < 0x34u) && (q17 <= p20)) {
        return;
    }
    cosf(5.375F);
    int m21 = in19[q17];
    ceilf(p20);
    int iter22 = 0;
    do {
        p20 -= m21;
        (*data18) ^= ~((sizeof(float) * data18[3]) % (q17 % 0b1010));
        ++iter22;
    } while (iter22 < iter22);
}
constexpr int check_grow23(int count24) {
    count24 = (float)2955L;
    return count24;
}
int main(void) {
    int n25 = 2602;
    if ((17 < n25) && (n25 == n25)) {
        cudaStream_t q26 = 0;
        (void)q26;
        int h27[3]{43u, 0xCUL, 1646L};
        (void)h27;
        float stride28 = 14.625F;
        (void)stride28;
    }
    n25--;
    count16<<<0x1, 0b10000000>>>(n25, nullptr, &n25, (11.0F * n25) - (13.375F * n25));
    return 0;
}
