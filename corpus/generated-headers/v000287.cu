// cudagen 0.2 seed 287 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,host_global,constexpr_var,enum,enum_class,nested_namespace,if,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,macro_paste,macro_statement,pp_ifdef,enum_underlying,if_constexpr,type_traits,constexpr_loop,inline_namespace,using_directive,runtime_api,hdr_cmath,hdr_type_traits
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <type_traits>
#include <cuda/std/array>
#include <cuda/std/functional>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 15
#else
#define TUNE_4 19
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
const unsigned short g_warp6 = '\a';
namespace lib7 {
inline namespace v1 {
__device__ int version8(int x) { return x + 9; }
} // namespace v1
namespace detail::impl {
__device__ int helper9(int x) { return x * 4; }
} // namespace detail::impl
} // namespace lib7
__device__ int layered10(int x) {
    using namespace lib7::detail::impl;
    return helper9(x) + lib7::version8(x) + lib7::v1::version8(1);
}
template <typename T>
__device__ int classify11(T v) {
    if constexpr (std::is_floating_point_v<T>) {
        return static_cast<int>(v * 7);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
enum Op12 : unsigned char { IDLE13, SLOW14, BLUE15, ADD16 = 5 };
enum class Axis17 { Blue18, On19 };
__host__ __device__ constexpr int steps20(int n) {
    int s = 0;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j <= i; ++j) {
            s += 3;
        }
    }
    return s;
}
constexpr int kSteps21 = steps20(5);
static_assert(steps20(5) == 45, "a constexpr loop");
template <typename T>
int classify22(T v) {
    if constexpr (!std::is_integral_v<T>) {
        return static_cast<int>(v * 6);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}

static __global__ void scatter23(const unsigned int* input24, int lane25, float* dst26, const float* in27)
{
    if ((BLUE15 << (*input24)) > input24[lane25 & 7]) {
        Axis17 hi28 = Axis17::On19;
        Axis17 q29 = hi28;
        (void)q29;
    }
}

int host_lerp30(int stride31, float* __restrict__ buf32, int len33)
{
    float lo34 = (ADD16 - ((unsigned)stride31)) & (269 << (len33 | g_warp6));
    (void)lo34;
    len33 -= sinf(sizeof(unsigned short));
    cudaStream_t stream35;
    cudaStreamCreate(&stream35);
    cudaStreamSynchronize(stream35);
    ACCUM_1(stride31, ((CAT_2(len, 33))));
    return (sizeof(double) ^ (stride31 - kSteps21)) % stride31;
}

int main()
{
    int size36 = 700;
    scatter23<<<4 * 0x4, dim3(16), sizeof(int) * 128, nullptr>>>(nullptr, g_warp6, nullptr, nullptr);
    float tmp37 = +size36;
    (void)tmp37;
    return 0;
}
