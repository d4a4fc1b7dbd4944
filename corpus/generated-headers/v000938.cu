// cudagen 0.2 seed 938 valid headers
// features: kernel,kernel_static,launch,builtin_vars,main,constexpr_var,auto_var,switch,switch_fallthrough,goto,incdec,pointer_arith,array_index,call,lit_int_hex,lit_float,lit_nullptr,macro_object,macro_paste,comments,union,union_anonymous,local_class,multiple_inheritance,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <cstdio>
#include <utility>
#include <cuda/std/array>
#include <cuda/std/functional>

#define BLOCK_SIZE_1 32
#define NUM_ITERS_2 5
#define CAT_3(a, b) a##b
struct Raw4 {
    int tag;
    union {
        unsigned u;
        float f;
    };
};
__host__ __device__ float use5(int x) {
    Raw4 v{};
    v.tag = x;
    if (x > 8) {
        v.f = 6.5f;
        return v.f;
    }
    v.u = static_cast<unsigned>(x);
    return static_cast<float>(v.u) + 1.0f;
}
struct Base7 {
    int m0;
    __host__ __device__ int get0() const { return m0 * 3; }
};
struct Part8 {
    int m1;
    __host__ __device__ int get1() const { return m1 * 4; }
};
struct Trait9 {
    int m2;
    __host__ __device__ int get2() const { return m2 * 5; }
};
struct Combo6 : Base7, Part8, public Trait9 {
    int own;
    __host__ __device__ int sum() const { return get0() + get1() + get2() + own; }
};
__host__ __device__ int mix10(int x) {
    Combo6 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.m2 = x + 2;
    d.own = x;
    return d.sum();
}
/* Helper used by the kernels below. */
static __global__ void trace11(float *out12, const int *in13, const int *in14, double cfg15)
{
    int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)tid16;
    if (*in13) {
        goto done17;
    }
    ++cfg15;
    cfg15 = (use5(threadIdx.x));
done17:;
}
int main()
{
    int len18 = 0x9e9;
    switch (len18) {
    case (2):
    case 0x5: {
        float mid19 = fmaxf(2.25f, mix10(len18)) + (17.375f - ceilf(BLOCK_SIZE_1));
        auto res20 = fmaxf(mid19, 13.125f) + (mid19 / len18) + (mid19 * 0x3c);
        (void)res20;
        [[fallthrough]];
    }
    case 3: {
        struct Local21 {
            int s;
            int add(int v) { s += v; return s; }
        };
        Local21 w22{8};
        int cnt23 = w22.add(33);
        (void)cnt23;
        break;
    }
    case NUM_ITERS_2 + 4:
        break;
    }
    trace11<<<(len18 + 0x7F) / 128, 0x100>>>(nullptr, nullptr, nullptr, len18 % len18);
    return 0x0;
}
