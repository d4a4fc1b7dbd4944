// cudagen 0.2 seed 395 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,auto_var,enum_class,nested_namespace,if,for,goto,nested_block,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,enum_underlying,variadic_template,pack_expansion,fold_expression,inline_namespace,using_declaration,using_directive,hdr_cstdio
#include <cuda_runtime.h>
#include <cstdio>
#include <tuple>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
enum struct Mode4 : short { Green5 = 2, Off6 = 8, Slow7 = 14 };
template <typename... Ts>
__device__ double fold8(Ts... xs) {
    return (static_cast<double>(xs) + ... + 0.0);
}
template <typename... Ts>
__device__ int count9(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__device__ bool all10(Ts... xs) { return (... && (xs != 0)); }
__device__ int spread11(int x) {
    return static_cast<int>(fold8(x, 5.5f, 5u)) + count9(x, x, 1.0) + (all10(x, 5) ? 1 : 0);
}

__global__ void clamp12(const float* __restrict__ coef13)
{
    int i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    auto hi15 = '\a';
    if (blockDim.z <= hi15) {
        goto finish17;
    }
    {
        hi15 = (MAX2_1(i14, 1lu) + (47 & blockDim.x));
        Mode4 v16 = Mode4::Green5;
        (void)v16;
    }
    hi15 = sizeof(int) / coef13[5];
    hi15 = MAX2_1(+(*coef13), i14) - i14;
finish17:;
}
template <typename... Ts>
__host__ __device__ double fold18(Ts... xs) {
    return (1.0 * ... * static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count19(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__host__ __device__ bool all20(Ts... xs) { return (... && (xs != 0)); }
__host__ __device__ int spread21(int x) {
    return static_cast<int>(fold18(x, 5.5f, 5u)) + count19(x, x, 1.0) + (all20(x, 5) ? 1 : 0) + count19(static_cast<long>(x), 5);
}

static __global__ void weigh22(const double* __restrict__ in23, signed char* dst24, float* __restrict__ data25)
{
    int tid26 = threadIdx.x;
    int f27{int(tid26)};
    Mode4 off28 = Mode4::Green5;
    (void)off28;
    printf("step %d\n", static_cast<int>(f27));
}
namespace api29 {
inline namespace v1 {
__host__ __device__ int version30(int x) { return x + 6; }
} // namespace v1
namespace detail::impl {
__host__ __device__ int helper31(int x) { return x * 5; }
} // namespace detail::impl
} // namespace api29
using api29::version30;
__host__ __device__ int layered32(int x) {
    using namespace api29::detail::impl;
    return helper31(x) + version30(x) + api29::v1::version30(1);
}

int main(void)
{
    int count33 = 1148;
    for (int it34 = 0; it34 < count33; ++it34) {
        --count33;
    }
    auto lim35 = count33;
    count33 = (lim35 + '0') ^ (32 * (count33 - count33));
    if ((count33 > 59) || (0b110100 <= lim35)) {
        return lim35;
    }
    clamp12<<<(count33 + 31) / 32, 128, sizeof(int) * 32, (cudaStream_t)0>>>(static_cast<const float*>(nullptr));
    weigh22<<<256, sizeof(unsigned int) * 32, 0, 0>>>((const double*)nullptr, (signed char*)nullptr, static_cast<float*>(nullptr));
    return 0b0;
}
