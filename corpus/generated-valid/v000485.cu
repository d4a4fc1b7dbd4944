// cudagen 0.1 seed 485 valid
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,if,if_init,for,static_assert,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,lambda,pp_ifdef,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 12
#else
#define TUNE_4 48
#endif

__global__ void __maxnreg__(32) tally5_kernel(int len6, int stride7, float *acc8, const float *coef9) {
    int tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid10 >= stride7) {
        return;
    }
    (++acc8[threadIdx.x & 7], (stride7 = TUNE_4));
    for (int i11 = len6; i11 > 0; --i11) {
        stride7 = TUNE_4;
    }
    float k12 = 076u % len6;
    k12 = ((stride7 + TUNE_4) * 0b111010) & short(stride7);
    len6 = (((gridDim.x > (tid10 & tid10)) ? 37ul : (len6 += acc8[2], blockIdx.x)) >= (7 | threadIdx.y)) ? (011 - (acc8[stride7] - (*coef9))) : (50 & (stride7 & TUNE_4));
}
/* Computes one element per thread. */

__global__ void __maxnreg__(32) kick13_kernel(double *data14, const int *src15, float *dst16, int count17) {
    int i18 = threadIdx.x;
    if ((i18 ^ i18) <= (38 + blockDim.x)) {
        float val19 = *data14;
        if (blockIdx.x < (count17)) {
            return;
        }
    }
}

void host_rank20(int stride21) {
    auto step24 = [](float acc22, unsigned long lim23) {
        lim23 = (lim23 + (acc22 - lim23));
        static_assert((TUNE_4 + 6) > 53, "expected value");
    };
    step24(stride21, 49);
    tally5_kernel<<<16, 256, 4096, 0>>>(stride21, (~stride21) + (+stride21), nullptr, nullptr);
    if (int lim25 = (stride21 += stride21, 47lu) * (~(stride21 - stride21)); (stride21 * (lim25 * 0b101)) < (stride21 += 0x3F, lim25)) {
        if ((lim25 + 4861ul) == 44) {
            return;
        }
    }
    stride21 = stride21 - ((4171 * stride21) / stride21);
    int t26 = stride21 + ((stride21 % stride21) + stride21);
    if (27 > stride21) {
        return;
    }
}

int main() {
    int n27 = 3926;
    kick13_kernel<<<(n27 + 127) / 0x80, 128, sizeof(int) * 256, 0>>>((double*)nullptr, &n27, (float*)nullptr, (sizeof(int) - n27) - (n27));
    n27--;
    return 0;
}
