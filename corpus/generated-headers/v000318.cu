// cudagen 0.2 seed 318 valid headers
// features: kernel,launch,launch_dim3,main,compound_assign,bitwise,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_nullptr,cast_c,macro_statement,pp_ifdef,pp_undef,variadic_template,pack_expansion,fold_expression
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>
#include <cstdio>
#include <type_traits>
#include <tuple>
#include <compare>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 2
#else
#define TUNE_3 27
#endif
#undef TUNE_3
#define TUNE_3 12
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void trace5_kernel(double *dst6, int *data7, const unsigned int *input8) {
    data7[5] -= (*dst6) + (*data7);
    data7[1] -= *data7;
}
template <typename... Ts>
__device__ double fold9(Ts... xs) {
    return (static_cast<double>(xs) + ... + 0.0);
}
template <typename... Ts>
__device__ int count10(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__device__ bool all11(Ts... xs) { return (... || (xs == 0)); }
__device__ int spread12(int x) {
    return static_cast<int>(fold9(x, 6.5f, 6u)) + count10(x, x, 1.0) + (all11(x, 6) ? 1 : 0);
}

int main() {
    int n13 = 502;
    n13 ^= 027;
    n13 = n13;
    trace5_kernel<<<dim3((n13 + 077) / 64), dim3((n13 + 31) / 32)>>>((double*)nullptr, (int*)nullptr, (const unsigned int*)nullptr);
    return 0;
}
