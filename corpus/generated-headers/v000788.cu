// cudagen 0.2 seed 788 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,main,constexpr_var,if,do_while,switch,switch_fallthrough,compound_assign,bitwise,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_ifdef,variadic_template,pack_expansion,nttp_auto,structured_binding
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <tuple>
#include <compare>

#define BLOCK_SIZE_1 256
#define NUM_ITERS_2 4
#define WARPS_3 3
#define LOW_BITS_4(x) ((x) & 0xF)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#ifdef USE_FAST_PATH_7
#define TUNE_8 1
#else
#define TUNE_8 49
#endif
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
inline double fold10() { return 0.0; }
template <typename T, typename... Rest>
double fold10(T first, Rest... rest) {
    return static_cast<double>(first) + fold10(rest...);
}
template <typename... Ts>
int count11(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
int spread13(int x) {
    return static_cast<int>(fold10(x, 1.5f, 1u)) + count11(x, x, 1.0) + count11(static_cast<long>(x), 1);
}
struct Parts14 {
    int first;
    int second;
};
Parts14 make15(int x) { return Parts14{x, x}; }
int unpack16(int x) {
    auto [a, b] = make15(x);
    int arr[3] = {x, 1, 2};
    auto &[p, q, r] = arr;
    Parts14 v{x, x};
    auto &&[m, n] = v;
    return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
template <auto V>
__device__ int addConst17(int x) {
    using value_type = decltype(V);
    return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
__device__ int consts18(int x) { return addConst17<3>(x) + addConst17<'a'>(x) + addConst17<7u>(x) + addConst17<true>(x) + addConst17<2L>(x); }
__global__ void combine19_kernel(const int *src20, int *data21, int lane22, int stride23)
{
    (*data21) ^= data21[0x5] * stride23;
    switch (stride23 * 57) {
    case 9:
        lane22 |= ('\?' & (lane22 - data21[stride23])) - (0u ^ data21[stride23 & 7]);
        if (data21[stride23] > src20[threadIdx.x]) {
            return;
        }
        [[fallthrough]];
    case 11:
    case 5:
        break;
    case 2:
        break;
    }
}
int main()
{
    int count24 = 2060;
    int iter25 = 0;
    do {
        unsigned z26 = (count24 += count24, (WARPS_3 * iter25));
        z26 = sizeof(int);
        constexpr float base27 = 3160;
        (void)base27;
        ++iter25;
    } while (iter25 < 6);
    combine19_kernel<<<dim3((0x4), 512, (count24 + 255) / 256), 128>>>((const int*)nullptr, (int*)nullptr, +count24, +(iter25 & '\a'));
    return 0;
}
