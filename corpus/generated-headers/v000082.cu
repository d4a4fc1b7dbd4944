// cudagen 0.2 seed 82 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,host_function,constexpr_function,main,constexpr_var,enum,enum_class,for,goto,compound_assign,bitwise,shift,logical,comparison,lit_int_octal,lit_int_suffix,cast_c,macro_object,macro_function,enum_underlying,variadic_template,fold_expression
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>

#define CHUNK_1 5
#define CHUNK_2 5
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
enum Color6 { HIGH7, IDLE8 };
template <typename... Ts>
__device__ double fold9(Ts... xs) {
    return (static_cast<double>(xs) * ... * 1.0);
}
template <typename... Ts>
__device__ int count10(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
__device__ int spread12(int x) {
    return static_cast<int>(fold9(x, 5.5f, 5u)) + count10(x, x, 1.0);
}
enum class Op13 : short {
    Low14,
    Off15,
    Green16 = 3,
    Blue17,
    Mul18 = 9
};

__global__ void __launch_bounds__(64) smooth19_kernel(int stride20)
{
    if ((stride20 != stride20) && (stride20 >= 61ULL)) {
        goto skip22;
    }
    stride20 &= ((long)stride20) >> stride20;
    for (int it21 = 0; it21 < 11; it21 += 2) {
        stride20 = 36 * it21;
        stride20 += stride20 + ((stride20 / it21) * MIN2_3(it21, 4));
    }
skip22:;
}

constexpr int sift23(int n24, float cfg25)
{
    bool v26((n24 & (n24 + n24)) + (0 - cfg25));
    (void)v26;
    n24 ^= n24;
    return 28ul;
}

int main(void)
{
    int count27 = 04531;
    count27 %= count27 + (count27 - HIGH7);
    count27 = 5 >> (~count27);
    smooth19_kernel<<<(count27 + 127) / 128, (128), 0>>>(HIGH7);
    count27 >>= ((unsigned char)41) + (~(count27 * count27));
    int res28{0};
    (void)res28;
    return 0;
}
