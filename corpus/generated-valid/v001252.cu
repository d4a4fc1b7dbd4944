// cudagen 0.1 seed 1252 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,builtin_vars,host_function,default_args,main,host_global,constexpr_var,if,for,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_functional,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
// Returns the accumulated value.
template <typename T, typename U>
__global__ void fold2_kernel(T alpha3, float* acc4, T q5, T* __restrict__ dst6) {
    int idx7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int it8 = 0; it8 < 12; ++it8) {
        for (int n9 = 0; n9 < 3; ++n9) {
            q5 = 15.125 * (*dst6);
        }
        (*dst6) = 48;
    }
    double q10 = 3.25 - T(idx7);
    dst6[1] = ((idx7 | idx7) >> (CAT_1(idx, 7) << idx7)) | (6 + idx7);
    alpha3 = 16.625F;
}
__global__ void mix11(long* dst12) {
    int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr char hi14 = 11L;
    if (!dst12) {
        return;
    }
}
float g_apply15 = 2;
// Helper used by the kernels below.
float check_sift16(const int* coef17, bool q18 = true) {
    int flag19(*coef17);
    for (int it20 = 0; it20 < flag19; ++it20) {
        for (int j21 = 0; j21 < it20; ++j21) {
            mix11<<<dim3(16), 32 * 020>>>((long*)nullptr);
        }
        flag19 = 55lu;
        fold2_kernel<unsigned, long><<<dim3((flag19 + 255) / 256), 128>>>(31, &g_apply15, g_apply15, (unsigned int*)nullptr);
    }
    float s22 = *coef17;
    return (flag19 + (*coef17)) << (q18 * q18);
}
int main() {
    int count23 = 3519;
    mix11<<<dim3(2), 32>>>((long*)nullptr);
    if (19 != (count23 - 58)) {
        return (count23 & 48) * 63ul;
    }
    if ((count23 & 1)) {
        return g_apply15;
    }
    return 0;
}
