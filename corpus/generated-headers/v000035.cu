// cudagen 0.2 seed 35 valid headers
// features: kernel,launch,host_function,constexpr_function,main,shared_var,constexpr_var,for,pragma_unroll,static_assert,bitwise,shift,comma,array_index,call,lit_int_hex,lit_float,macro_function,pp_ifdef,pp_if,pp_undef,variadic_template,fold_expression,nttp_integral,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <type_traits>
#include <tuple>
#include <cuda/std/array>
#include <cuda/std/functional>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 7
#else
#define TUNE_6 44
#endif

#if TUNE_6 % 2 == 0 || TUNE_6 < 4
#define CONFIG_7 1
#else
#define CONFIG_7 25
#endif
#undef CONFIG_7
#define CONFIG_7 2
template <typename... Ts>
double fold8(Ts... xs) {
    return (... + static_cast<double>(xs));
}
template <typename... Ts>
int count9(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
template <typename... Ts>
bool all10(Ts... xs) { return (... && (xs != 0)); }
int spread11(int x) {
    return static_cast<int>(fold8(x, 5.5f, 5u)) + count9(x, x, 1.0) + (all10(x, 5) ? 1 : 0);
}
template <typename T, long N>
struct Fixed12 {
    T data[N];
    __host__ __device__ T sum() const {
        T s = T();
        for (long i = 0; i < N; ++i) {
            s += data[i];
        }
        return s;
    }
};
template <int K, typename T> __host__ __device__ T scaleBy13(T v) { return v * static_cast<T>(K); }
template <bool Neg> __host__ __device__ int flip14(int v) { return Neg ? -v : v; }
template <char C, long long L = 36LL> __host__ __device__ int charTag15() { return static_cast<int>(C) + static_cast<int>(L); }
__host__ __device__ unsigned fixed16(int x) {
    Fixed12<unsigned, 5l> a{};
    a.data[0] = static_cast<unsigned>(x);
    return a.sum() + scaleBy13<3>(static_cast<unsigned>(x)) + static_cast<unsigned>(flip14<true>(x) + charTag15<'z'>());
}

__global__ void sift17(double alpha18) {
    __shared__ char sh_19[64];
    #pragma unroll
    for (int n20 = 0, j21 = CONFIG_7 * (CONFIG_7 + 0x1); n20 < j21; (++n20, (--j21))) {
        sh_19[j21] = (TUNE_6);
        for (int j22 = 8; j22 > 0; --j22) {
            float sum23 = alpha18 * floorf(5.875f);
            (void)sum23;
            __shared__ int sh_24[128];
            (void)sh_24;
        }
        fixed16(-48);
    }
}

constexpr __host__ int host_combine25(int len26, int len27) {
    return 1244;
}

int main() {
    int len28 = 3124;
    sift17<<<256, 128>>>(~(len28 >> 0));
    static_assert(sizeof(int) == 0x4);
    return 0;
}
