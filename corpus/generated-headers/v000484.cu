// cudagen 0.2 seed 484 valid headers
// features: kernel,maxnreg,launch,launch_dim3,host_function,main,local_array,do_while,bitwise,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_float,lit_char,lit_char_escape,macro_function,macro_paste,if_constexpr,concept,requires_clause,requires_expression
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <type_traits>
#include <utility>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define CAT_2(a, b) a##b
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T> concept Small4 = sizeof(T) <= 16;
template <typename T> concept Arith5 = requires(T a, T b) {
    a + b;
    { a * b } -> Small4;
};
template <Small4 T> T twice6(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) T thrice7(T x) { return x * 3; }
template <typename T> T quad8(T x) requires Arith5<T> { return x * 4; }
int sign9(Small4 auto v) { return v != 0 ? 1 : 2; }
template <typename T>
int measure10(T v) {
    if constexpr (requires { v.size(); }) {
        return static_cast<int>(v.size());
    } else {
        return 1;
    }
}

__global__ void __maxnreg__(32) accum11(int *buf12, const int *src13)
{
    float f14 = src13[0x0];
    (void)f14;
    int cnt15 = '"';
    (void)cnt15;
}

float run_tally16(int *out17, int lane18, int stride19)
{
    int pass20 = 0;
    do {
        stride19 = out17[lane18 & 7] * (0x28 * (*out17));
        float hi21((23.875F));
        (void)hi21;
        accum11<<<dim3((stride19 + 31) / 0x20, (stride19 + 0177) / 0b10000000, (pass20 + 127) / 0200), (0x20)>>>(&lane18, &pass20);
        ++pass20;
    } while ((pass20 < pass20) && (lane18 >= lane18));
    return *out17;
}

int main()
{
    int n22 = 1898;
    int q23[8] = {32, -2098};
    (void)q23;
    accum11<<<(n22 + 0x3f) / 64, 0100>>>(&n22, &n22);
    return 0;
}
