// cudagen 0.2 seed 19 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,builtin_vars,host_function,constexpr_function,main,constant_var,if,for,while,static_assert,ternary,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste,macro_statement,bit_field,multiple_inheritance,nttp_pointer,if_constexpr,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <cstdio>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
__constant__ unsigned long c_stencil5 = 3936;
__host__ __device__ float norm6(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
float norm7(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
int table9[4] = {2, 99, 14, 67};
template <int *P> int readAt10(int i) { return P[i & 3]; }
int indirect8(int x) { return readAt10<table9>(x) + readAt10<table9>(1); }
static_assert(sizeof(int) == 4, "expected value");

template <class T>
__global__ void tally11(T* dst12)
{
    long lim13 = 24l;
    lim13 = ((c_stencil5 ? 2 : 44) | (56 * warpSize)) ^ CAT_4(lim, 13);
    if (2 > (*dst12)) {
        return;
    }
}
struct Packed14 {
    short f0 : 2;
    signed int f1 : 5;
    signed int f2 : 3;
    unsigned : 0;
    signed int f3 : 12;
    unsigned : 0;
};
int pack15(int x) {
    Packed14 b{};
    b.f0 = 1;
    b.f1 = 7;
    b.f2 = 3;
    b.f3 = 4;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3);
}

constexpr int host_norm16(int n17, int lane18)
{
    ++n17;
    ++lane18;
    return n17 % (52ll * ((unsigned int)n17));
}

__global__ void norm19(int stride20, const unsigned long long* src21, const double* input22)
{
    int gid23 = threadIdx.x;
    int iter24 = 0x0;
    while (iter24 < 15) {
        if (iter24 == 15) {
            break;
        }
        stride20 = int(sizeof(float)) * gid23;
        ++iter24;
    }
}
struct Part26 {
    int m0;
    __device__ int get0() const { return m0 * 2; }
};
struct Trait27 {
    int m1;
    __device__ int get1() const { return m1 * 4; }
};
struct Combo25 : public Part26, public Trait27 {
    int own;
    __device__ int sum() const { return get0() + get1() + own; }
};
__device__ int mix28(int x) {
    Combo25 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.own = x;
    return d.sum();
}

int main()
{
    int size29 = 1876;
    if constexpr (sizeof(int) == 8) {
        size29 = unsigned(48 + size29) | ((56 % size29) + static_cast<unsigned char>(60));
        for (int n30 = 0; n30 < size29; ++n30) {
            if constexpr (sizeof(long) == 8) {
                long w31 = (6lu / ((n30 == n30) ? 5 : 29)) * (unsigned(size29) * size29);
                (void)w31;
            } else {
            }
        }
    } else {
    }
    tally11<float><<<dim3((size29 + 255) / 256, (size29 + 255) / 0x100, 1), 256>>>(static_cast<float*>(nullptr));
    norm19<<<(0x10), dim3((size29 + 255) / 0x100, 0x4 * 16)>>>(size29, nullptr, nullptr);
    return 0;
}
