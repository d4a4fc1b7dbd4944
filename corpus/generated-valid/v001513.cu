// cudagen 0.1 seed 1513 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,static_device_function,host_function,default_args,main,shared_var,shared_2d,constexpr_var,local_array,auto_var,enum_class,using_alias,if,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_reinterpret,alignof,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b

static __device__ unsigned apply2(int lane3, double a4, int lane5) {
    lane3 /= 28UL;
    lane5 = a4 - (((int)lane5) / 9);
    lane3 = (((lane3 < a4) ? 43 : lane3) >> lane3) * (((CAT_1(lane, 5) + 0x12) >= a4) ? 0x31 : lane3);
    static_assert(50 == 50, "size check");
    lane3 = (unsigned int)alignof(int);
    int sum6[7] = {};
    ++sum6[lane5];
    return sum6[6] + sum6[lane5];
}
/* Layout: row-major, no padding. */

__global__ void fuse7_kernel(int *dst8, const long *coef9) {
    (*dst8) |= dst8[2];
    dst8[0x4] %= dst8[4] + apply2(apply2(coef9[0x6], coef9[5], *coef9), -coef9[7], dst8[0]);
    double base10[5]{42, 0x19, '\0', 22.125f, 6.5};
    dst8[5] &= 51lu;
    if ((*dst8) >= coef9[0]) {
        return;
    }
    int mid11 = coef9[7];
}
enum class Op12 {
    Busy13,
    On14,
    Fast15,
    Fast16,
    Blue17 = 5
};

static __device__ long long sift18(float *buf19) {
    constexpr int u20 = 63;
    (*buf19) += u20 * buf19[0x0];
    return apply2((float)apply2(*buf19, 1375, 0x3el), (float)apply2(33, 16.0, buf19[5]), (16 - buf19[6]) + buf19[1]);
}
// Returns the accumulated value.

__device__ __noinline__ float fold21(int count22, bool p23, float *dst24) {
    count22++;
    Op12 x25 = Op12::Busy13;
    return 13;
}
using kind26_t = Op12;

__device__ __noinline__ void scatter27(double *data28) {
    __shared__ unsigned short sh_29[8][2];
    Op12 mid30 = Op12::On14;
    int acc31(sift18(reinterpret_cast<float*>(data28)) - data28[6]);
    auto diff32 = sift18(reinterpret_cast<float*>(data28)) / (sh_29[acc31][0] * fold21(u8'0', mid30 == Op12::On14, nullptr));
}

__global__ void decay33(Op12 q34) {
    __shared__ int sh_35[16];
    ++sh_35[1];
    sh_35[0x8] += sh_35[1];
    if (sh_35[4]) {
        return;
    }
}

__device__ __noinline__ unsigned long relax36(double *acc37, float beta38) {
    __shared__ int sh_39[8];
    Op12 stride40 = Op12::Fast16;
    return int(6LL) + (beta38 - 51);
}

inline void run_update41(const unsigned *input42, unsigned long b43 = 0x31lu) {
    b43++;
    b43 -= b43;
    decay33<<<dim3(256), 512>>>(Op12::Busy13);
}

int main() {
    int size44 = 0x452;
    size44++;
    fuse7_kernel<<<(size44 + 63) / 64, 32, 0, 0>>>((int*)nullptr, (const long*)nullptr);
    return 0;
}
