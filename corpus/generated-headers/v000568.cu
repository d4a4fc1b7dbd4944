// cudagen 0.2 seed 568 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,device_function,device_template_function,main,constant_var,constexpr_var,using_alias,if,for,do_while,goto,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_functional,multiple_inheritance,if_constexpr,cluster_dims,hdr_cmath
// nvcc: -arch=sm_90
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
using idx2_t = int;
__constant__ unsigned c_shade3 = 50;
__global__ void __cluster_dims__(2) clustered4(int *out, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        out[i] = i + static_cast<int>(blockIdx.y);
    }
}
float norm5(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
struct Part7 {
    int m0;
    int get0() const { return m0 * 2; }
};
struct Part8 {
    int m1;
    int get1() const { return m1 * 3; }
};
struct Mixed6 : public Part7, public Part8 {
    int own;
    int sum() const { return get0() + get1() + own; }
};
int mix9(int x) {
    Mixed6 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.own = x;
    const Part7 &b = d;
    return d.sum() + b.get0();
}
__constant__ idx2_t c_reduce10 = 14;

__global__ void spread11(const int *in12, const unsigned *in13, double a14)
{
    idx2_t i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)i15;
    float v16 = *in13;
    (void)v16;
    float base17{13.25F};
    (void)base17;
}

template <typename T, int N>
__device__ T gather18(T cfg19)
{
    int pass20 = 0;
    if (N >= (~c_reduce10)) {
        goto finish22;
    }
    do {
        if constexpr (sizeof(T) >= 4) {
            long v21 = -N;
            (void)v21;
        } else {
        }
        ++pass20;
    } while (pass20 < c_reduce10);
finish22:;
    return sqrtf(+(1.625f * c_reduce10));
}

int main(void)
{
    int size23 = 2533;
    size23 = 955;
    for (int i24 = 0; i24 < 3; i24++) {
        spread11<<<(i24 + 255) / 0x100, 0x40>>>(&size23, nullptr, idx2_t(size23));
        if (fminf(size23, size23) > 14)
            return i24;
    }
    size23 = 0x2Al;
    clustered4<<<dim3(16), dim3((size23 + 127) / 128)>>>(&size23, size23);
    return 0;
}
