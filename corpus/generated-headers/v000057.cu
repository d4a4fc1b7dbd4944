// cudagen 0.2 seed 57 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,main,nested_namespace,if,for,pragma_unroll,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_function,call_operator,using_declaration,using_directive,hdr_cmath
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <tuple>

#define MOD8_1(x) ((x) % 8)
#define SQR_2(x) ((x) * (x))
namespace api3 {
__device__ int version4(int x) { return x + 2; }
namespace detail::impl {
__device__ int helper5(int x) { return x * 3; }
} // namespace detail::impl
} // namespace api3
using api3::version4;
__device__ int layered6(int x) {
    using namespace api3::detail::impl;
    return helper5(x) + version4(x);
}
struct Clamp7 {
    int k;
    __device__ int operator()(int v) const { return v * k; }
};
__device__ int call8(int x) {
    Clamp7 fn{9};
    return fn(x) + fn.operator()(1);
}

__global__ void mix9_kernel(int count10, const int *__restrict__ src11, float a12, unsigned long q13) {
    float x14 = 12.125f;
    #pragma unroll 4
    for (int j15 = 0; j15 < count10; j15 += 4) {
        count10 /= (+fabsf(x14)) + j15;
        a12 = 8.375F - (j15 * (src11[5] + 9.875f));
    }
}

int main() {
    int len16 = 2997;
    if (len16 > len16) {
        return floorf(42U);
    }
    len16 |= MOD8_1((len16 << 14));
    mix9_kernel<<<(len16 + 127) / 128, dim3(128, (len16 + 63) / 64), (1024)>>>((057 - len16), (const int*)nullptr, len16 * (5.875f - len16), len16);
    return 0;
}
