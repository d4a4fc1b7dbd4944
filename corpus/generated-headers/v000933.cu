// cudagen 0.2 seed 933 valid headers
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,main,shared_var,extern_shared,constexpr_var,nested_namespace,if,if_else,nested_block,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,alignof,lambda,lambda_capture_ref,lambda_iife,partial_specialization,explicit_specialization,using_declaration,using_directive,exceptions,consteval,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>

static __global__ void __launch_bounds__(sizeof(int) * 128) pack1_kernel(float *__restrict__ acc2, int lane3, const long *input4)
{
    if ((*acc2) < 31)
        return;
    acc2[3] = input4[lane3];
    float w5 = expf(52);
    (void)w5;
}
constexpr long DEPTH6 = 8;

__global__ void __launch_bounds__(sizeof(unsigned int) * 32, 4) merge7(double p8)
{
    if (p8 == floorf(DEPTH6)) {
        float e9 = DEPTH6;
        e9 = p8;
    }
    constexpr float acc10 = 8.875f;
    (void)acc10;
}
consteval int square11(int x) { return x * x + 4; }
constexpr int kSquare12 = square11(2);
int folded13(int x) { return x + square11(6); }
namespace core14 {
int version15(int x) { return x + 3; }
namespace detail::impl {
int helper16(int x) { return x * 2; }
} // namespace detail::impl
} // namespace core14
using core14::version15;
int layered17(int x) {
    using namespace core14::detail::impl;
    return helper16(x) + version15(x);
}

__global__ void __launch_bounds__(sizeof(int) * (DEPTH6 + (DEPTH6 + 020)), 4) stencil18_kernel(const int *__restrict__ in19, const unsigned short *in20, int count21)
{
    extern __shared__ int dyn_22[];
    constexpr unsigned int mid23 = (064);
    (void)mid23;
    --count21;
    if ((*in19) == 57ul) {
        count21 = kSquare12;
    } else {
        ++count21;
    }
}
template <typename T, typename U> struct Pick24 { static constexpr int value = 1; };
template <typename T> struct Pick24<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick24<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes26 {
    T d[N];
    T first() const { return d[0]; }
};
template <typename T> struct Lanes26<T, 1> {
    T d;
    T first() const { return d; }
};
template <> struct Pick24<float, double> { static constexpr int value = 4; };
template <typename T> int tag25(T) { return 0; }
template <> int tag25<float>(float) { return 1; }
template <> int tag25(double) { return 2; }
int specialized27(int x) {
    Lanes26<int, 1> one{x};
    Lanes26<int, 3> three{{x, 1, 2}};
    return x + Pick24<char, long>::value + Pick24<int, int>::value + Pick24<float *, int>::value + Pick24<float, double>::value + tag25(1.0f) + tag25(x) + tag25(2.0) + one.first() + three.first();
}

int main()
{
    int size28 = 1387;
    ([&] {
        size28 = (+(size28 + kSquare12)) - 35ll;
        sinf((kSquare12) + size28);
    })();
    {
        if (sqrtf(16LL) <= 51)
            return (size28 += kSquare12, kSquare12) >> DEPTH6;
        try {
            size28 = (((size28 * alignof(double)) < kSquare12) ? (kSquare12 * size28) : size28) / (core14::version15(-0xf) << specialized27(DEPTH6));
            if (size28 > 89) {
                throw 89;
            }
        } catch (int) {
        } catch (...) {
        }
    }
    pack1_kernel<<<(size28 + 63) / 64, 512>>>(nullptr, (0x39 * size28), (const long*)nullptr);
    merge7<<<(size28 + 63) / 64, 0x1 << (DEPTH6 + 0x1)>>>(kSquare12);
    stencil18_kernel<<<(size28 + 255) / 256, 128, sizeof(int) * 0x40>>>(nullptr, (const unsigned short*)nullptr, (size28 >= kSquare12) ? kSquare12 : (DEPTH6 * size28));
    return 0;
}
