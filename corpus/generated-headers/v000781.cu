// cudagen 0.2 seed 781 valid headers
// features: kernel,launch,builtin_vars,main,constexpr_var,if,nested_block,bitwise,logical,comparison,incdec,pointer_arith,address_of,call,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,lambda,lambda_capture_value,lambda_generic,macro_object,macro_paste,macro_statement,pp_if,bit_field,variadic_template,pack_expansion,fold_expression,ctad,hdr_cmath
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <type_traits>

#define CHUNK_1 256
#define TILE_DIM_2 3
#define NUM_ITERS_3 4
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_5(a, b) a##b

#if NUM_ITERS_3 > 78
#define CONFIG_6 8
#else
#define CONFIG_6 21
#endif
template <typename... Ts>
__device__ double fold7(Ts... xs) {
    return (static_cast<double>(xs) * ...);
}
template <typename... Ts>
__device__ int count8(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
__device__ int spread10(int x) {
    return static_cast<int>(fold7(x, 3.5f, 3u)) + count8(x, x, 1.0) + count8(static_cast<long>(x), 3);
}
template <typename T> struct Keep11 {
    T v;
    Keep11(T x) : v(x) {}
    T get() const { return v; }
};
template <typename A, typename B> struct Twin12 { A a; B b; };
int deduce14(int x) {
    Keep11 h(x);
    Keep11 g{6.5};
    return h.get() + static_cast<int>(g.get());
}
struct Packed15 {
    signed int f0 : 9;
    short f1 : 7;
    unsigned int f2 : 10;
    int f3 : 11;
    unsigned : 0;
    short f4 : 3;
};
__device__ int pack16(int x) {
    Packed15 b{};
    b.f0 = 46;
    b.f1 = 5;
    b.f2 = static_cast<unsigned>(x) & 1023u;
    b.f3 = 99;
    b.f4 = 1;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3) + static_cast<int>(b.f4);
}

__global__ void step17_kernel(const int *coef18, int stride19, int len20, float a21) {
    float u22 = -21.5f;
    {
        if (!((CAT_5(len, 20) * sizeof(float)) <= threadIdx.x)) {
            unsigned char mid23{static_cast<unsigned char>((threadIdx.y + 7) - (spread10(u22) ^ ((*coef18) | stride19)))};
            (void)mid23;
            constexpr int e24 = 56;
            (void)e24;
        }
    }
}

int main() {
    int len25 = 899;
    len25 = sizeof(double);
    auto fn27 = [=](auto w26) {
        deduce14(9 - len25);
        return w26 * 2;
    };
    (void)fn27;
    len25++;
    deduce14(expf(~len25));
    step17_kernel<<<32, 64>>>((const int*)nullptr, CAT_5(len, 25), (int)(len25 / alignof(double)), fabsf(fabsf(CHUNK_1)));
    return 0;
}
