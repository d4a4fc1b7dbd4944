// cudagen 0.2 seed 604 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,host_function,main,constant_array,constexpr_var,local_array,if,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,macro_function,macro_paste,template_template_param,explicit_specialization,structured_binding,consteval,runtime_api,hdr_cmath,hdr_cstdio
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <tuple>
#include <compare>

#define LOW_BITS_1(x) ((x) & 0xF)
#define CAT_2(a, b) a##b
template <typename T> struct Wrap3 {
    T v;
    __device__ T get() const { return v; }
};
template <template <typename> class W, typename T> __device__ T unwrap4(const W<T> &w) { return w.get(); }
template <template <typename> class W> struct Holder5 {
    W<int> a;
    W<float> b;
    __device__ float both() const { return static_cast<float>(a.get()) + b.get(); }
};
__device__ int layers6(int x) {
    Wrap3<int> w{x};
    Holder5<Wrap3> h{{x}, {1.5f}};
    return unwrap4(w) + unwrap4<Wrap3, int>(w) + static_cast<int>(h.both());
}
inline constexpr unsigned int LANES7 = 0100;
struct Split8 {
    int first;
    float second;
};
__host__ __device__ Split8 make9(int x) { return Split8{x, static_cast<float>(x)}; }
__host__ __device__ int unpack10(int x) {
    auto [a, b] = make9(x);
    int arr[3] = {x, 1, 2};
    const auto &[p, q, r] = arr;
    Split8 v{x, static_cast<float>(x)};
    auto &&[m, n] = v;
    return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
consteval int square11(int x) { return x * x + 5; }
constexpr int kSquare12 = square11(6);

__global__ void __launch_bounds__(32, 3) mix13_kernel(int len14, const unsigned *coef15)
{
    unsigned int i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i16 >= len14) {
        return;
    }
    int q17(sinf(static_cast<double>(kSquare12)) + (-ceilf(CAT_2(i, 16))));
    double h18[2]{0.125f, 'A'};
    (void)h18;
    int idx19 = 2;
    (void)idx19;
    ++q17;
    sinf(kSquare12);
}
__constant__ unsigned int c_sift20[8] = {1418, 41U, 51ll, 0b101011, 44, 32, 23, 8U};

void apply21(int stride22, float *data23)
{
    cosf(LOW_BITS_1(stride22));
    stride22 = kSquare12 + ((*data23) + LANES7);
    --stride22;
}
template <typename T, typename U> struct Pick24 { static constexpr int value = 1; };
template <> struct Pick24<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag25(T) { return 0; }
template <> __host__ __device__ int tag25<float>(float) { return 1; }
template <> __host__ __device__ int tag25(double) { return 2; }
__host__ __device__ int specialized27(int x) {
    return x + Pick24<char, long>::value + Pick24<float, double>::value + tag25(1.0f) + tag25(x) + tag25(2.0);
}

int main()
{
    int n28 = 0753;
    cudaEvent_t start29, stop30;
    cudaEventCreate(&start29);
    cudaEventCreate(&stop30);
    cudaEventRecord(start29);
    cudaEventRecord(stop30);
    cudaEventSynchronize(stop30);
    float ms31 = 0.0f;
    cudaEventElapsedTime(&ms31, start29, stop30);
    cudaEventDestroy(start29);
    cudaEventDestroy(stop30);
    float z32{ms31};
    (void)z32;
    if (29ul != cosf(ms31)) {
        return (floorf(n28));
    }
    printf("sum %d\n", static_cast<int>(n28));
    mix13_kernel<<<(n28 + 127) / 128, 256, 4096>>>(ms31, nullptr);
    return 0;
}
