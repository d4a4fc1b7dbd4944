// cudagen 0.2 seed 69 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,device_template_function,main,constexpr_var,local_array,static_assert,bitwise,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,macro_statement,variadic_template,fold_expression,nttp_integral,hdr_cmath
#include <cuda_runtime.h>
#include <array>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
template <typename... Ts>
__host__ __device__ double fold4(Ts... xs) {
    return (... + static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count5(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
template <typename... Ts>
__host__ __device__ bool all6(Ts... xs) { return (... || (xs == 0)); }
__host__ __device__ int spread7(int x) {
    return static_cast<int>(fold4(x, 1.5f, 1u)) + count5(x, x, 1.0) + (all6(x, 1) ? 1 : 0);
}

template <typename T, int N = 6>
__global__ void weigh8(T* data9, int stride10, const T* src11, const T* input12) {
    data9[stride10] = (5 * (stride10 ^ stride10)) % spread7(N * input12[stride10]);
    spread7(input12[stride10] * (0b101 % stride10));
    static_assert((11 * 3) > 32, "expected value");
    fold4(((*data9) += 5.375, stride10) * (data9[0b1] += input12[stride10 & 7], (-18.0)), ((short)N) | stride10, N * fmaxf(13.25f, stride10));
    (*data9) = (*data9) * fmaxf(cosf(src11[4]), 12.625f + stride10);
    T e13 = N;
    (void)e13;
    fold4(fabsf(data9[0b111]), (stride10 += 18lu, cosf(stride10)), N);
}
static_assert(64 > 63, "expected value");
template <typename T, unsigned N>
struct Fixed14 {
    T data[N];
    T sum() const {
        T s = T();
        for (unsigned i = 0; i < N; ++i) {
            s += data[i];
        }
        return s;
    }
};
template <int K, typename T> T scaleBy15(T v) { return v * static_cast<T>(K); }
template <bool Neg> int flip16(int v) { return Neg ? -v : v; }
unsigned fixed17(int x) {
    Fixed14<unsigned, 5u> a{};
    a.data[0] = static_cast<unsigned>(x);
    return a.sum() + scaleBy15<2>(static_cast<unsigned>(x)) + static_cast<unsigned>(flip16<true>(x));
}

int main(void) {
    int len18 = 1126;
    long long z19 = scaleBy15<4, float>((long long)len18);
    (void)z19;
    int x20[5]{41, static_cast<int>('a'), 0b100001, 58, len18};
    (void)x20;
    weigh8<float, (0b10 * 4)><<<(len18 + 255) / 256, 128, 0, 0>>>(nullptr, 'A', nullptr, nullptr);
    return 0;
}
