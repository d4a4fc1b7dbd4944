// cudagen 0.2 seed 280 valid headers
// features: kernel,kernel_static,launch,launch_shared_mem,builtin_vars,host_function,constexpr_function,main,constexpr_var,const_local,nested_namespace,if,if_init,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_paste,pp_ifdef,pp_if,comments,nttp_integral,if_constexpr,using_declaration,using_directive,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <cmath>
#include <compare>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 13
#else
#define TUNE_5 38
#endif

#if TUNE_5 == 38
#define CONFIG_6 8
#else
#define CONFIG_6 10
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
namespace api8 {
int version9(int x) { return x + 4; }
namespace detail::impl {
int helper10(int x) { return x * 3; }
} // namespace detail::impl
} // namespace api8
using api8::version9;
int layered11(int x) {
    using namespace api8::detail::impl;
    return helper10(x) + version9(x);
}
/* Helper used by the kernels below. */

static __global__ void sift12_kernel(int count13, signed char* out14, int count15) {
    int gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid16 >= count13) {
        return;
    }
    int hi17(threadIdx.x | 0x28U);
    const unsigned int hi18 = (56u);
    if (double lo19 = hi17 << 5; (count13 > blockDim.x) || (0x14 <= hi17) || (out14 == nullptr)) {
        count15 = hi18 << ((short)((threadIdx.x >= count15) ? count13 : hi18));
        sqrtf(count13);
        double e20 = 9.75 + lo19;
        (void)e20;
    }
    double val21 = hi18;
    (void)val21;
}
template <typename T, int N>
struct Fixed22 {
    T data[N];
    __device__ T sum() const {
        T s = T();
        for (int i = 0; i < N; ++i) {
            s += data[i];
        }
        return s;
    }
};
template <int K, typename T> __device__ T scaleBy23(T v) { return v * static_cast<T>(K); }
template <bool Neg> __device__ int flip24(int v) { return Neg ? -v : v; }
template <char C, long long L = 49LL> __device__ int charTag25() { return static_cast<int>(C) + static_cast<int>(L); }
__device__ unsigned fixed26(int x) {
    Fixed22<unsigned, 5> a{};
    a.data[0] = static_cast<unsigned>(x);
    return a.sum() + scaleBy23<6>(static_cast<unsigned>(x)) + static_cast<unsigned>(flip24<false>(x) + charTag25<'#'>());
}

constexpr int fuse27(int lane28, float q29) {
    return -(+(0l / lane28));
}

int main() {
    int count30 = 3691;
    count30++;
    count30 = count30 & (count30 - (CAT_3(count, 30) * TUNE_5));
    sift12_kernel<<<2, sizeof(int) * 32, 1 << 0xa>>>(TUNE_5 - count30, nullptr, count30 - sqrtf(-20.0F));
    if ((count30 << count30) == (count30 & 0x31)) {
        if constexpr (sizeof(double) == 8) {
            if (count30 <= count30) {
                return 46;
            }
        }
    }
    return 0;
}
