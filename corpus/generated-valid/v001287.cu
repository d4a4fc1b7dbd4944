// cudagen 0.1 seed 1287 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,device_function,device_noinline,host_device_function,constexpr_function,main,shared_var,constexpr_var,local_array,struct,if,for,goto,static_assert,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

template <typename T, typename U>
__global__ void __launch_bounds__(512) smooth4(U beta5, const U *src6) {
    for (int n7 = 0; n7 < 6; ++n7) {
        beta5--;
    }
    int cnt8 = *src6;
    float y9 = -25L;
    T lim10 = cnt8;
    y9 = 21.375f + SQR_1(lim10);
}
// Helper used by the kernels below.

template <class T, int N = 7>
__global__ void drift11(const T *in12, char alpha13, int n14) {
    T w15 = 15.125f;
    if (alpha13) {
        return;
    }
    static_assert((6 * 3) > 17, "size check");
    constexpr int lim16 = '#';
    __shared__ unsigned long sh_17;
    sh_17 = lim16;
    const T *off18 = &w15;
}

__device__ __noinline__ float pack19(int *buf20, long long *__restrict__ out21) {
    (*out21)++;
    buf20[0]++;
    unsigned int stride22[6]{46, 3l, 13, 31, 3271, 38};
    return buf20[5];
}
// Returns the accumulated value.

__device__ __noinline__ float scatter23(unsigned int *dst24) {
    if ((+dst24[7]) == dst24[5]) {
        goto finish25;
    }
    (*dst24) = (dst24[3] * 40) | 5;
    dst24[0b101] = dst24[4];
finish25:;
    return ~(1086 % dst24[4]);
}

__host__ __device__ void warp26(int *out27, int lane28) {
    if (((*out27) | out27[lane28 & 7]) == 38) {
        return;
    }
    --(*out27);
}
// NOTE: keep in sync with the host reference.

constexpr __host__ __device__ int bump29(int lane30, float beta31) {
    float res32 = .5f * (lane30 & lane30);
    res32 = lane30;
    return beta31;
}
/* Returns the accumulated value. */

struct Particle33 {
    unsigned flag34;
    float lo35;
    int hi36;
    unsigned char z37;
};

int main() {
    int size38 = 1'103;
    smooth4<int, long><<<(8), 16 * 8>>>(bump29(size38, (double)(-25)), nullptr);
    float hi39[2] = {static_cast<float>(5)};
    int res40 = bump29(hi39[1], hi39[size38] + size38);
    hi39[res40 & 1] = 14.5f;
    ACCUM_3(hi39[size38], (sizeof(unsigned)));
    drift11<double, 3><<<(size38 + 255) / 256, (64), sizeof(int) * 128>>>((const double*)nullptr, ~size38, size38);
    return 0;
}
