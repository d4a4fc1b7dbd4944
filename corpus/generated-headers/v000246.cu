// cudagen 0.2 seed 246 valid headers
// features: kernel,launch,builtin_vars,host_function,main,shared_var,shared_2d,static_shared,constexpr_var,if,for,switch,switch_fallthrough,ternary,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef,pp_if,comments,multiple_inheritance,virtual_function
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/functional>

#define NUM_ITERS_1 8
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 4
#else
#define TUNE_7 57
#endif

#if NUM_ITERS_1 > 8
#define CONFIG_8 8
#else
#define CONFIG_8 12
#endif
struct Part10 {
    int m0;
    __host__ __device__ int get0() const { return m0 * 3; }
};
struct Base11 {
    int m1;
    __host__ __device__ int get1() const { return m1 * 3; }
};
struct Mixed9 : Part10, public Base11 {
    int own;
    __host__ __device__ int sum() const { return get0() + get1() + own; }
};
__host__ __device__ int mix12(int x) {
    Mixed9 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.own = x;
    return d.sum();
}
/* Helper used by the kernels below. */

__global__ void scale13(const int* in14, float* buf15, int count16, int n17) {
    int prod18 = (float)6.5F;
    (void)prod18;
    (*buf15) = in14[3];
    ++count16;
    static __shared__ long sh_19[11][NUM_ITERS_1 + 3];
    (void)sh_19;
    n17 = 61;
    __shared__ unsigned sh_20[16][10];
    (void)sh_20;
}
struct Shape22 {
    virtual double area() const = 0;
    virtual int sides() const { return 0; }
    virtual ~Shape22() {}
};
struct Square23 : Shape22 {
    double s;
    explicit Square23(double v) : s(v) {}
    double area() const override { return s * s; }
    int sides() const override { return 3; }
};
struct Tri24 final : Shape22 {
    double s;
    explicit Tri24(double v) : s(v) {}
    double area() const override { return s * s; }
};
struct Disc25 : Shape22 {
    double s;
    explicit Disc25(double v) : s(v) {}
    double area() const override { return s * s; }
    int sides() const override { return 5; }
};
double dispatch21(double x) {
    Square23 k0(x);
    Tri24 k1(x);
    Disc25 k2(x);
    const Shape22 *p = &k0;
    const Shape22 &r1 = k1;
    const Shape22 &r2 = k2;
    return p->area() + static_cast<double>(p->sides()) + r1.area() + r2.area();
}

float run_score26(const int* input27) {
    switch (input27[6] - (*input27)) {
    case 0x6: {
        float t28 = NUM_ITERS_1;
        (void)t28;
        [[fallthrough]];
    }
    case 0:
        switch (*input27) {
        case sizeof(int) * 2:
            break;
        case sizeof(unsigned int) * 0x3:
            if (static_cast<unsigned int>(input27[2]) < 16UL) {
                constexpr unsigned int k29 = (30);
                (void)k29;
            }
            break;
        }
        break;
    case 2:
        break;
    case 0x1:
        break;
    }
    return input27[6];
}

int main() {
    int n30 = 204;
    long diff31 = 27;
    switch (diff31 + 48) {
    case (TUNE_7 + 0x2):
        break;
    case sizeof(int):
        scale13<<<TUNE_7, 16 * 2>>>(nullptr, static_cast<float*>(nullptr), 4 + (n30 - n30), diff31);
        break;
    default:
        for (int n32 = 0; n32 < n30; n32++) {
            diff31++;
            if (0xcu != (n30 * diff31)) {
                return (float)((NUM_ITERS_1 == n32) ? n32 : 31);
            }
        }
        break;
    }
    return 0x0;
}
