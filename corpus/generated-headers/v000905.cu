// cudagen 0.2 seed 905 valid headers
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,main,constexpr_var,local_array,nested_namespace,if,for,nested_block,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_function,comments,alias_template,variable_template,if_constexpr,inline_namespace,using_directive
#include <cuda_runtime.h>
#include <array>
#include <type_traits>
#include <tuple>
#include <cuda_fp16.h>

#define MOD8_1(x) ((x) % 8)
#define LOW_BITS_2(x) ((x) & 0xF)
/* NOTE: keep in sync with the host reference. */

__host__ __device__ void tile3(unsigned int b4, int stride5)
{
    int f6 = (((b4 <= 0x3EUL) ? 49u : 0x38) % (b4 << b4)) | (stride5 * (stride5 + stride5));
    b4 = f6;
    if (f6)
        return;
    for (int it7 = 0; it7 < f6; ++it7) {
        f6++;
        unsigned v8 = static_cast<float>(it7 * 1.875f) / ((stride5 | f6) >> static_cast<int>(stride5));
        (void)v8;
    }
}
template <typename T> using Ptr10 = T *;
template <typename A, typename B> struct Duo11 { A a; B b; };
template <typename T> using Same12 = Duo11<T, T>;
template <typename T> constexpr T kScale13 = T(6);
template <typename T> constexpr int kSize14 = static_cast<int>(sizeof(T)) * 1;
__device__ int aliased9(int x) {
    Ptr10<int> p = &x;
    Same12<int> d{x, 1};
    return x + *p + d.a + d.b + kSize14<double> + static_cast<int>(kScale13<float>);
}
namespace core15 {
inline namespace abi {
__host__ __device__ int version16(int x) { return x + 1; }
} // namespace abi
namespace detail::impl {
__host__ __device__ int helper17(int x) { return x * 3; }
} // namespace detail::impl
} // namespace core15
__host__ __device__ int layered18(int x) {
    using namespace core15::detail::impl;
    return helper17(x) + core15::version16(x) + core15::abi::version16(1);
}

__global__ void __maxnreg__(128) score19(int *__restrict__ acc20, const int *__restrict__ in21)
{
    unsigned w22[kSize14<char> + (kSize14<char> + kSize14<char>)]{static_cast<unsigned>(*acc20), 34, 0x3d};
    (void)w22;
    constexpr float diff23 = 59;
    (void)diff23;
    if constexpr (sizeof(int) == 4) {
    } else {
    }
}

int main()
{
    int len24 = 327;
    score19<<<dim3((kSize14<char> + 0x1) * 4, (kSize14<char> + 3) * (kSize14<char> + 15), 1), (256)>>>(&len24, &len24);
    {
        if constexpr (sizeof(void *) == 4) {
            if ((len24 >> len24) <= 0x7L)
                return (+len24);
            score19<<<dim3(1 << (kSize14<int> + (kSize14<int> + 1))), 256, 0, 0>>>(&len24, static_cast<const int*>(nullptr));
        } else {
        }
    }
    return 0;
}
