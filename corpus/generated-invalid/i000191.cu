// cudagen 0.1 seed 191 invalid:launch_too_many_args
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch,launch_dim3,device_function,device_noinline,device_template_function,host_function,main,shared_var,static_shared,extern_shared,constexpr_var,enum,if,for,ternary,compound_assign,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,alignof,lambda,lambda_iife,lambda_launch,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 27
#endif

template <typename T>
__global__ void score6(T beta7, int n8, const T *coef9, T *data10) {
    extern __shared__ unsigned dyn_11[];
    T y12 = sizeof(unsigned long);
    y12 = -data10[0];
    constexpr float val13 = 33l;
    __shared__ float sh_14[128];
}
constexpr long STEPS15 = 256;
static constexpr long DEPTH16 = 256;
constexpr int RADIUS17 = 7;
enum Mode18 {
    BUSY19,
    SLOW20,
    ON21 = 5,
    MUL22,
    GREEN23
};
// Computes one element per thread.

template <typename T, int N>
__device__ __noinline__ T sift24(T *acc25, Mode18 b26) {
    acc25[2] -= 14.875f;
    if (b26 + sizeof(T))
        return ((RADIUS17 > b26) && (acc25[2] == 44)) ? MAX2_1(b26, 1) : (N + b26);
    static __shared__ short sh_27[128];
    ++acc25[0];
    acc25[5] *= GREEN23 * float(acc25[6]);
    __shared__ float sh_28[8];
    return MAX2_1(sh_27[47], (41)) + (DEPTH16 % ((sh_27[20] == TUNE_5) ? DEPTH16 : RADIUS17));
}

inline __host__ double check_scatter29(int count30, float alpha31) {
    dim3 q32(sizeof(float) * (GREEN23 + 25), SLOW20 + 1);
    for (int it33 = count30; it33 > 0; --it33) {
        for (int it34 = 0; it34 < count30; it34++) {
            dim3 u35 = dim3(SLOW20 + 1);
            count30 = MAX2_1(count30, it33);
            constexpr int m36 = 3;
        }
    }
    return count30;
}

int main() {
    int count37 = 974;
    ([]() {
        score6<<<dim3(sizeof(unsigned int) * 16, 8, 32), (SLOW20 + 3) * (MUL22 + (RADIUS17 + 3))>>>(5L, RADIUS17, (const long*)nullptr, (long*)nullptr);
        score6<<<8, dim3(1)>>>(unsigned(2'955), STEPS15, (const unsigned int*)nullptr, (unsigned*)nullptr);
    })();
    --count37;
    if (-count37)
        return 28 - (count37 + 11ul);
    score6<double><<<512, dim3(2, (count37 + 0377) / 256, (count37 + 31) / 32)>>>((RADIUS17 % count37) * DEPTH16, DEPTH16, nullptr, nullptr, 0);
    if (count37)
        return alignof(double);
    return 0;
}
