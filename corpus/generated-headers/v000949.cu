// cudagen 0.2 seed 949 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,host_function,main,shared_var,static_shared,constexpr_var,namespace,if,for,ternary,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_digit_separator,lit_float,lit_nullptr,cast_static,sizeof,macro_function,macro_paste,nttp_integral,partial_specialization,explicit_specialization,alias_template,variable_template,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <cub/block/block_reduce.cuh>
#include <compare>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define CAT_3(a, b) a##b
template <typename T, typename U> struct Pick4 { static constexpr int value = 1; };
template <typename T> struct Pick4<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick4<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes6 {
    T d[N];
    T first() const { return d[0]; }
};
template <typename T> struct Lanes6<T, 1> {
    T d;
    T first() const { return d; }
};
template <> struct Pick4<float, double> { static constexpr int value = 4; };
template <typename T> int tag5(T) { return 0; }
template <> int tag5<float>(float) { return 1; }
template <> int tag5(double) { return 2; }
int specialized7(int x) {
    Lanes6<int, 1> one{x};
    Lanes6<int, 3> three{{x, 1, 2}};
    return x + Pick4<char, long>::value + Pick4<int, int>::value + Pick4<float *, int>::value + Pick4<float, double>::value + tag5(1.0f) + tag5(x) + tag5(2.0) + one.first() + three.first();
}
template <typename T, unsigned N>
struct Fixed8 {
    T data[N];
    __host__ __device__ T sum() const {
        T s = T();
        for (unsigned i = 0; i < N; ++i) {
            s += data[i];
        }
        return s;
    }
};
template <int K, typename T> __host__ __device__ T scaleBy9(T v) { return v * static_cast<T>(K); }
template <bool Neg> __host__ __device__ int flip10(int v) { return Neg ? -v : v; }
template <char C, long long L = 82LL> __host__ __device__ int charTag11() { return static_cast<int>(C) + static_cast<int>(L); }
__host__ __device__ long fixed12(int x) {
    Fixed8<long, 3u> a{};
    a.data[0] = static_cast<long>(x);
    return a.sum() + scaleBy9<6>(static_cast<long>(x)) + static_cast<long>(flip10<true>(x) + charTag11<'z'>());
}

namespace util13 {
float run_count14(int* acc15, int count16, long cfg17) {
    int mid18 = ceilf(LOW_BITS_2(cfg17));
    float k19 = 15 & (LOW_BITS_2(mid18) ^ fixed12(acc15[mid18 & 7]));
    if ((33 - k19) > acc15[0b1]) {
        unsigned long w20{static_cast<unsigned long>(fminf(mid18, *acc15))};
        (void)w20;
        mid18 = -sinf(cfg17);
        if ((cfg17 << CAT_3(cfg, 17)) == count16) {
            return mid18;
        }
    }
    return k19;
}
} // namespace util13
template <typename T> using Ptr22 = T *;
template <typename A, typename B> struct Duo23 { A a; B b; };
template <typename T> using Same24 = Duo23<T, T>;
template <typename T> constexpr T kScale25 = T(3);
template <typename T> constexpr int kSize26 = static_cast<int>(sizeof(T)) * 1;
int aliased21(int x) {
    Ptr22<int> p = &x;
    Same24<int> d{x, 3};
    return x + *p + d.a + d.b + kSize26<double> + static_cast<int>(kScale25<float>);
}

__global__ void __launch_bounds__(sizeof(float) * (kSize26<char> + (kSize26<char> + (kSize26<char> + 253)))) merge27_kernel(int* acc28, const unsigned int* coef29) {
    unsigned gid30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    acc28[gid30] = (kSize26<int> + acc28[0b10]) - (kSize26<int> + (*acc28));
    int k31 = static_cast<unsigned int>((coef29[gid30 & 7] == sizeof(size_t)) ? 60 : kSize26<char>) / sizeof(int);
    static __shared__ float sh_32[kSize26<int> + (kSize26<char> + (kSize26<char> + 2))];
    fmaxf(sh_32[k31 & 7], (sh_32[0x2] / 24.75F) + 1.25f);
    if (coef29[4] == kSize26<char>) {
        return;
    }
}

int main() {
    int count33 = 3'950;
    count33 = (sqrtf(count33) - sizeof(long)) * specialized7(kSize26<int>);
    cudaStream_t stream34;
    cudaStreamCreate(&stream34);
    cudaStreamSynchronize(stream34);
    for (int n35 = (0x3); n35 > 0; --n35) {
        count33 = n35 % specialized7(kSize26<int>);
    }
    count33 = static_cast<unsigned int>(fminf(kSize26<int>, 60)) & count33;
    merge27_kernel<<<(count33 + 127) / 0x80, 512, kSize26<char> + (kSize26<int> + (kSize26<int> + (kSize26<char> + (kSize26<char> + (kSize26<int> + (kSize26<char> + (kSize26<char> + 0xef)))))))>>>(nullptr, static_cast<const unsigned int*>(nullptr));
    return 0b0;
}
