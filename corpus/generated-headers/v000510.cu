// cudagen 0.2 seed 510 valid headers
// features: kernel,launch,host_function,main,shared_var,static_shared,enum_class,if,while,bitwise,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,alignof,macro_function,macro_paste,macro_statement,operator_overload_more,exceptions,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <numeric>
#include <cmath>
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
struct Failure6 {
    int code;
};
int check8(int v) {
    if (v > 36) {
        throw Failure6{v};
    }
    return v;
}
int guarded7(int x) {
    try {
        return check8(x);
    } catch (const Failure6 &e) {
        return e.code;
    } catch (int e) {
        return e + 1;
    } catch (...) {
        return 0;
    }
}
enum class Color9 {
    Red10,
    Red11,
    Blue12,
    Add13,
    High14
};
struct Cplx15 {
    float x, y;
    float operator[](int i) const { return i == 0 ? x : y; }
    Cplx15 &operator+=(const Cplx15 &o) { x += o.x; y += o.y; return *this; }
    Cplx15 operator-() const { return Cplx15{-x, -y}; }
    Cplx15 &operator++() { ++x; return *this; }
    bool operator<(const Cplx15 &o) const { return x < o.x; }
    friend bool operator==(const Cplx15 &a, const Cplx15 &b) { return a.x == b.x && a.y == b.y; }
};
Cplx15 operator*(const Cplx15 &a, float k) { return Cplx15{a.x * k, a.y * k}; }
float ops16(float v) {
    Cplx15 a{v, 1};
    Cplx15 b = -a * 2;
    a += b;
    ++a;
    return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}

__global__ void fold17(float* data18, double q19, Color9 beta20, Color9 q21)
{
    if (q19 > 38) {
        return;
    }
    cosf(MAX2_1(q19, *data18));
    floorf(((int)q19) * 56ul);
    static __shared__ unsigned int sh_22[16];
    (void)sh_22;
}

float apply23(unsigned long cfg24)
{
    cfg24 = cfg24;
    ops16(cosf(cosf(cfg24)));
    return MAX2_1(CAT_5(cfg, 24) ^ guarded7(5), MAX2_1(cfg24, 5) - 6);
}

int main()
{
    int len25 = 1364;
    len25 = sinf(len25 + (11.0F / len25));
    int w26 = 0;
    while (w26 < 2) {
        signed char mid27 = -42L;
        mid27 = sizeof(float) * CAT_5(w, 26);
        ++w26;
    }
    long* off28 = static_cast<long*>(nullptr);
    fold17<<<64 * 0b10, sizeof(int) * 010>>>(reinterpret_cast<float*>(off28), alignof(double), Color9::Red10, Color9::Blue12);
    return 0b0;
}
