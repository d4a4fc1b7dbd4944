// cudagen 0.2 seed 626 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,host_function,main,constexpr_var,if,for,ternary,compound_assign,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_reinterpret,sizeof,macro_function,pp_ifdef,pp_if,nested_class,partial_specialization,runtime_api
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 5
#else
#define TUNE_6 41
#endif

#if TUNE_6 % 2 == 0 || TUNE_6 < 4
#define CONFIG_7 8
#else
#define CONFIG_7 10
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
    __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes11<T, 1> {
    T d;
    __device__ T first() const { return d; }
};
__device__ int specialized12(int x) {
    Lanes11<int, 1> one{x};
    Lanes11<int, 3> three{{x, 1, 2}};
    return x + Pick9<char, long>::value + Pick9<int, int>::value + Pick9<float *, int>::value + one.first() + three.first();
}

__global__ void __launch_bounds__(1024, 2) warp13(int len14, float *__restrict__ data15, int count16) {
    unsigned int i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i17 >= len14) {
        return;
    }
    data15[0] *= 59l;
    int diff18 = 28lu;
    (void)diff18;
}
struct Tree19 {
    using value_type = int;
    enum Kind { Small, Large };
    struct Item {
        value_type v;
        __host__ __device__ value_type scaled() const { return v * static_cast<value_type>(2); }
    };
    Item first, second;
    __host__ __device__ value_type total() const { return first.scaled() + second.v; }
};
__host__ __device__ int walk20(int x) {
    using value_type = Tree19::value_type;
    Tree19::Item e{static_cast<value_type>(x)};
    Tree19 t{e, e};
    return t.total();
}

short combine21(unsigned int beta22, int n23, const unsigned *in24) {
    int *d_buf25 = nullptr;
    cudaMalloc(&d_buf25, static_cast<size_t>(n23) * sizeof(int));
    cudaMemset(d_buf25, 0, static_cast<size_t>(n23) * sizeof(int));
    if (!d_buf25) {
        return TUNE_6;
    }
    (*d_buf25) -= +((in24[n23] * beta22) - (n23 + beta22));
    warp13<<<0x2, (CONFIG_7 + 118)>>>(beta22, nullptr, ADD3_1(d_buf25[n23], d_buf25[0], beta22));
    int v26 = 30ul;
    return ((15 <= (d_buf25[0b1] + v26)) ? 0x6 : sizeof(int)) - (60 * d_buf25[n23]);
}

int main() {
    int count27 = 3'696;
    for (int i28 = 0; i28 < 2; i28++) {
        warp13<<<dim3(TUNE_6 + 3), 256>>>(3444, nullptr, count27);
        warp13<<<dim3(TUNE_6 + 3, (i28 + 255) / 256), dim3(2)>>>(i28, nullptr, 0b11000);
    }
    return 0x0;
}
