// cudagen 0.1 seed 141 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,device_function,device_forceinline,device_template_function,main,host_global,constexpr_var,auto_var,const_local,namespace,if,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#define NUM_ITERS_2 (5)
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_5(a, b) a##b
const char *g_kick6 = "kernel\n";

template <typename T, typename U>
__device__ T gather7(U beta8) {
    U *x9 = nullptr;
    ACCUM_4(*x9, ((*x9) - ADD3_3(-beta8, 0b1001, 1)));
    T stride10 = -beta8;
    if ((beta8 != beta8) && ((*x9) < (*x9))) {
        return beta8 * (*x9);
    }
    if ((*x9) <= 8UL) {
        return (25 - stride10) * BLOCK_SIZE_1;
    }
    if (beta8 == NUM_ITERS_2) {
        return 22;
    }
    U *f11 = x9;
    return BLOCK_SIZE_1;
}

__device__ __forceinline__ void clamp12(long a13) {
    if ((60l <= a13) && (CAT_5(a, 13) < a13)) {
        return;
    }
    gather7<unsigned int, float>((0x12 << CAT_5(a, 13)) | 0x25);
    a13 &= 48;
}
// Computes one element per thread.

template <typename T, int N = 2>
__global__ void filter14(const T *__restrict__ in15, short *__restrict__ dst16, float *__restrict__ acc17) {
    (*dst16) >>= dst16[0x1];
    const signed char z18 = (N % (*dst16)) * gather7<unsigned, int>(31) * ((dst16[7] + 42u) - (NUM_ITERS_2 / in15[3]));
}

namespace ops19 {
__global__ void __maxnreg__(128) bias20_kernel(int count21) {
    auto s22 = (CAT_5(count, 21) | 0b11100l);
    unsigned short m23{static_cast<unsigned short>(~(0x12 & count21))};
    count21 = m23 * ADD3_3(m23, 0 + m23, m23);
}
} // namespace ops19

int main() {
    int len24 = 0x192;
    filter14<double, 7><<<NUM_ITERS_2 + 251, dim3(1)>>>((const double*)nullptr, nullptr, (float*)nullptr);
    ACCUM_4(len24, ((2 * len24 * g_kick6[0x0]) - (((len24 != CAT_5(len, 24)) && (2 <= g_kick6[0])) ? (41 + g_kick6[0]) : len24)));
    ops19::bias20_kernel<<<dim3((len24 + 31) / 32), dim3(8, 0b100000 * 0x2, 1)>>>(53);
    return 0;
}
