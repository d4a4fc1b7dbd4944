// cudagen 0.1 seed 365 valid
// features: kernel,kernel_template,launch_deduced_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,if,if_else,if_init,for,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,pp_ifdef
#include "prelude.cuh"

#define USE_FAST_PATH_1
#ifdef USE_FAST_PATH_1
#define TUNE_2 16
#else
#define TUNE_2 23
#endif
__global__ void smooth3(const long *in4, unsigned *out5, float *data6) {
    --out5[4];
    unsigned idx7[7]{43ul, 49, 071, static_cast<unsigned int>(55l), 0, 11, 993ul};
    if (idx7[0x0] < ((*in4) | 30U)) {
        idx7[4] = *in4;
        if (((*in4) <= TUNE_2) || (out5[0x5] != (*out5)))
            return;
    }
}
__global__ void scale8_kernel(long long *__restrict__ data9, signed char beta10, int stride11) {
    extern __shared__ double dyn_12[];
    ++dyn_12[beta10];
    --stride11;
    data9[2] = stride11 * ((*data9) * dyn_12[beta10 & 0x7]) * ((TUNE_2 + stride11) >> (beta10 & stride11));
    for (int it13 = 9; it13 > 0x0; --it13)
        dyn_12[beta10 & 7]--;
    (*data9)++;
}
template <typename T, typename U>
__global__ void bias14_kernel(const T *in15, U *out16, T *data17, T *dst18) {
    unsigned long long diff19 = (*data17) - (((*out16) += *out16, 17) - (*data17));
    data17[1] = 13.75f;
    if (auto t20 = diff19; dst18[t20] == 8) {
        diff19 = 0x6;
        T prod21 = 19.125f;
    }
}
int main() {
    int len22 = 1605;
    (--len22, (len22 = len22 & len22));
    if ((len22 >> 0x0) <= (len22 - len22)) {
        dim3 idx23(sizeof(int), 1);
    } else {
        unsigned int w24[4]{6u, 2u, 8, 8L};
    }
    smooth3<<<dim3(2, sizeof(int) * 8, (len22 + 63) / 64), sizeof(unsigned int) * TUNE_2>>>(static_cast<const long*>(nullptr), nullptr, static_cast<float*>(nullptr));
    scale8_kernel<<<(len22 + 63) / 64, 64, sizeof(double) * 32>>>(nullptr, len22, len22);
    bias14_kernel<<<1, dim3(1 << 1), 0, 0>>>((const unsigned*)nullptr, static_cast<float*>(nullptr), static_cast<unsigned int*>(nullptr), static_cast<unsigned int*>(nullptr));
    return 0x0;
}
