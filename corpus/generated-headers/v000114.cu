// cudagen 0.2 seed 114 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,host_function,main,constexpr_var,auto_var,static_local,struct,namespace,nested_namespace,if,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_char_prefix,lit_string,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_value,lambda_iife,macro_object,macro_paste,macro_statement,partial_specialization,if_constexpr,type_traits,inline_namespace,using_directive,runtime_api,hdr_type_traits,hdr_tuple
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <type_traits>
#include <tuple>
#include <compare>

#define NUM_ITERS_1 3
#define WARPS_2 64
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b
template <typename T, typename U> struct Pick5 { static constexpr int value = 1; };
template <typename T> struct Pick5<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick5<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes7 {
    T d[N];
    T first() const { return d[0]; }
};
template <typename T> struct Lanes7<T, 1> {
    T d;
    T first() const { return d; }
};
int specialized8(int x) {
    Lanes7<int, 1> one{x};
    Lanes7<int, 3> three{{x, 1, 2}};
    return x + Pick5<char, long>::value + Pick5<int, int>::value + Pick5<float *, int>::value + one.first() + three.first();
}
namespace api9 {
inline namespace v2 {
int version10(int x) { return x + 7; }
} // namespace v2
namespace detail::impl {
int helper11(int x) { return x * 4; }
} // namespace detail::impl
} // namespace api9
int layered12(int x) {
    using namespace api9::detail::impl;
    return helper11(x) + api9::version10(x) + api9::v2::version10(1);
}

__global__ void pivot13_kernel(int* dst14, float* buf15) {
    buf15[3] = (+((*dst14) ^ dst14[6])) - dst14[3];
    int e16 = (((*dst14) ^ dst14[0]) * ((*dst14) - (*dst14))) & ((short)(21u));
    dst14[e16] = NUM_ITERS_1;
    (*dst14) = '\101';
    (*dst14) = (buf15[e16] * ((*dst14) - 51l));
}

namespace detail17 {
__host__ int check_sweep18(const signed char* coef19, int count20, float q21) {
    pivot13_kernel<<<2, (NUM_ITERS_1 + 29)>>>(nullptr, (float*)nullptr);
    --q21;
    const char* h22 = "x=%d";
    ([=]() {})();
    std::tuple<int, float, double> tup23{count20, 2.0f, 3.0};
    int off24 = std::get<0>(tup23) + static_cast<int>(std::get<double>(tup23)) + static_cast<int>(std::tuple_size<decltype(tup23)>::value);
    (void)off24;
    cudaEvent_t start25, stop26;
    cudaEventCreate(&start25);
    cudaEventCreate(&stop26);
    cudaEventRecord(start25);
    cudaEventRecord(stop26);
    cudaEventSynchronize(stop26);
    float ms27 = 0.0f;
    cudaEventElapsedTime(&ms27, start25, stop26);
    cudaEventDestroy(start25);
    cudaEventDestroy(stop26);
    q21 = WARPS_2;
    return h22[0];
}

struct Pixel28 {
    unsigned sum29;
    float id30;
    int sum31;
};

__global__ void __launch_bounds__(sizeof(unsigned int) * 64) norm32(const double* input33, float a34, int lane35) {
    ++a34;
    lane35 = lane35;
    auto k36 = CAT_4(a, 34);
    (void)k36;
    a34 = sizeof(detail17::Pixel28) - input33[3];
}
} // namespace detail17
template <typename T>
__host__ __device__ int classify37(T v) {
    if constexpr (std::is_floating_point_v<T>) {
        return static_cast<int>(v * 6);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}

int check_grow38(unsigned int p39, unsigned char* acc40) {
    static long flag41 = 14;
    (void)flag41;
    cudaStream_t stream42;
    cudaStreamCreate(&stream42);
    cudaStreamSynchronize(stream42);
    return acc40[p39];
}

int main() {
    int count43 = 268;
    detail17::norm32<<<(count43 + 255) / 256, 128, sizeof(int) * 0400, 0>>>((const double*)nullptr, (19 * count43) + count43, 61L | (~count43));
    if (((count43 + 1) / count43) != (WARPS_2 % count43)) {
        count43--;
        float prod44 = count43 * (u'#');
        (void)prod44;
    }
    count43--;
    return 0;
}
