// cudagen 0.2 seed 411 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,compound_assign,bitwise,incdec,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,pp_ifdef,pp_if,pp_undef,union,conversion_operator,friend_template,explicit_specialization,if_constexpr,type_traits
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <utility>
#include <tuple>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 12
#else
#define TUNE_4 38
#endif
#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 7
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 15
#endif
#undef TUNE_4
#define TUNE_4 48
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Weight7 {
    double v;
    __host__ __device__ operator double() const { return v; }
    __host__ __device__ explicit operator bool() const { return v > 0; }
};
__host__ __device__ double convert8(double x) {
    Weight7 m{x};
    double plain = m;
    return plain + (m ? 1 : 0);
}
template <typename T> struct IsReal10 { static constexpr bool value = false; };
template <> struct IsReal10<float> { static constexpr bool value = true; };
template <> struct IsReal10<double> { static constexpr bool value = true; };
template <typename T>
int classify9(T v) {
    if constexpr (IsReal10<T>::value) {
        return static_cast<int>(v * 8);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
template <typename T> struct Vault11;
template <typename T> T peek12(const Vault11<T> &b);
template <typename T> struct Vault11 {
    explicit Vault11(T v) : val(v) {}
    template <typename U> friend U peek12(const Vault11<U> &b);
    template <typename U> friend struct Spy13;
private:
    T val;
};
template <typename T> T peek12(const Vault11<T> &b) { return b.val; }
template <typename U> struct Spy13 {
    static int look(const Vault11<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
int unlock14(int x) {
    Vault11<int> v(x);
    return peek12(v) + Spy13<float>::look(v);
}
union Bits15 {
    int i;
    float f;
    unsigned char bytes[4];
    __device__ int low() const { return static_cast<int>(bytes[0]); }
};
__device__ int use16(int x) {
    Bits15 v{};
    v.i = static_cast<int>(x);
    return static_cast<int>(v.bytes[2]) + static_cast<int>(v.i) + v.low();
}

__global__ void __launch_bounds__(64) drift17_kernel(float *dst18, float *data19, const int *src20, const float *src21) {
    int gid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)gid22;
    ++data19[gridDim.x];
    long long diff23 = CONFIG_5;
    (void)diff23;
    dst18[7] = (blockIdx.x);
}

int main() {
    int count24 = 1125;
    unsigned int u25(56l + ((count24 - 4100) + (count24 + count24)));
    float e26 = (count24 * 38) % 38;
    (void)e26;
    drift17_kernel<<<0200, dim3((count24 + 0b1111111) / 0200, (count24 + 31) / 32), 512 * (CONFIG_5 + 1), (cudaStream_t)0>>>((float*)nullptr, nullptr, (const int*)nullptr, nullptr);
    u25 = 60ul;
    count24 %= count24;
    return 0;
}
