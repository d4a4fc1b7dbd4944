// cudagen 0.2 seed 477 valid headers
// features: kernel,kernel_template,launch_deduced_template_args,launch,builtin_vars,device_function,main,constant_var,shared_var,shared_2d,static_shared,constexpr_var,enum,anon_namespace,if,ternary,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_function,macro_paste,comments,union,union_anonymous,multiple_inheritance,hdr_cmath,hdr_cstdio
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cstdio>
#include <utility>
#include <compare>

#define MOD8_1(x) ((x) % 8)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__constant__ long c_merge7 = 48;

namespace {
enum Axis8 { SLOW9 = 2, BUSY10, BUSY11, ADD12 };
} // namespace
struct Word13 {
    int tag;
    union {
        unsigned u;
        float f;
    };
};
float use14(int x) {
    Word13 v{};
    v.tag = x;
    if (x > 5) {
        v.f = 3.5f;
        return v.f;
    }
    v.u = static_cast<unsigned>(x);
    return static_cast<float>(v.u) + 1.0f;
}
/* NOTE: keep in sync with the host reference. */

template <typename T>
__global__ void spread15(T a16, int lane17, const T *in18) {
    int idx19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx19 >= lane17) {
        return;
    }
    printf("step %d\n", static_cast<int>(lane17));
    a16++;
    lane17 = (idx19 + expf(3.75f)) / (~blockDim.x);
    static __shared__ int sh_20[11][6];
    (void)sh_20;
    float k21 = blockDim.x | MOD8_1(idx19);
    (void)k21;
    if (36 > ceilf(20.625f)) {
        return;
    }
    T q22{1};
    (void)q22;
}

__device__ double tally23(Axis8 beta24, const float *input25, double *acc26) {
    double v27 = *input25;
    (void)v27;
    __shared__ float sh_28[SLOW9 + 9][15];
    (void)sh_28;
    char lim29 = float(~((c_merge7 <= 64) ? c_merge7 : BUSY11));
    (void)lim29;
    return floorf(warpSize);
}
struct Part31 {
    int m0;
    int get0() const { return m0 * 4; }
};
struct Part32 {
    int m1;
    int get1() const { return m1 * 1; }
};
struct Base33 {
    int m2;
    int get2() const { return m2 * 1; }
};
struct Mixed30 : Part31, Part32, public Base33 {
    int own;
    int sum() const { return get0() + get1() + get2() + own; }
};
int mix34(int x) {
    Mixed30 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.m2 = x + 2;
    d.own = x;
    return d.sum();
}

int main() {
    int count35 = 1038;
    int mid36 = count35;
    fminf(-16.125f, mid36);
    (mid36--, (count35 = count35));
    mid36++;
    spread15<<<(mid36 + 31) / 32, 01000>>>(static_cast<unsigned>((count35)), BUSY10, (const unsigned*)nullptr);
    return 0;
}
