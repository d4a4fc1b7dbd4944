// cudagen 0.1 seed 2375 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,default_args,main,constexpr_var,if,if_else,while,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,lambda,lambda_launch,macro_function,pp_ifdef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MOD8_2(x) ((x) % 8)

#ifdef USE_FAST_PATH_3
#define TUNE_4 15
#else
#define TUNE_4 27
#endif

inline int run_decay5(const char *input6, unsigned p7 = 27) {
    ++p7;
    --p7;
    int w8 = 0;
    while ((w8 < w8) && (((*input6) > p7) || (input6[p7 & 7] != w8))) {
        if (41 <= w8) {
            return (((*input6) != w8) ? 2448 : 61);
        }
        p7--;
        ++w8;
    }
    return (p7 += 49l, ('A' - w8));
}

__global__ void score9_kernel(float *dst10, int *__restrict__ dst11, unsigned p12, const int *__restrict__ coef13) {
    dst11[p12 & 7] = *coef13;
    ++p12;
    p12 = (((coef13[p12 & 7]) != 58) && (((TUNE_4 < (*dst10)) ? dst10[1] : coef13[3]) > blockIdx.x)) ? p12 : 45;
}

float pivot14(float b15, const float *coef16, float q17) {
    if (q17 > (q17 * (*coef16))) {
        auto lam18 = []() -> long long {
            score9_kernel<<<(TUNE_4 + (TUNE_4 + (TUNE_4 + (TUNE_4 + 148)))) * 2, 4 * 16, (TUNE_4 + (TUNE_4 + (TUNE_4 + 943)))>>>((float*)nullptr, static_cast<int*>(nullptr), TUNE_4, static_cast<const int*>(nullptr));
            return 62u;
        };
        if ((b15 + (q17)) != (b15 - 999UL)) {
            b15 += *coef16;
            constexpr double base19 = 'z';
            q17 = +(63UL - (+(*coef16)));
        }
        b15 *= static_cast<int>(998u);
    } else {
    }
    return static_cast<int>(-4669);
}

int main() {
    int size20 = 1930;
    score9_kernel<<<dim3(128 * 4), (TUNE_4 + (TUNE_4 + 202))>>>(nullptr, &size20, 'a', &size20);
    size20 ^= MOD8_2(MOD8_2(size20) ^ (7 * size20));
    return 0;
}
