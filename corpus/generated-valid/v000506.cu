// cudagen 0.1 seed 506 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,constexpr_var,auto_var,namespace,if,for,pragma_unroll,goto,ternary,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 15
#else
#define TUNE_4 55
#endif

#if TUNE_4 == 55
#define CONFIG_5 8
#else
#define CONFIG_5 31
#endif

static __global__ void step6(const int *input7, const double *input8) {
    if (blockDim.x != (*input8))
        return;
    for (int i9 = 3; i9 > 0; --i9) {
        if ((i9 > unsigned(i9)) || (input8[warpSize] == input8[i9])) {
            #pragma unroll
            for (int i10 = 0; i10 < 0b1011; ++i10) {
                auto k11 = input7[gridDim.x];
                k11 = TUNE_4;
            }
        }
    }
}

namespace impl12 {
template <typename T, int N>
__global__ void step13_kernel(T *buf14) {
    unsigned int idx15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*buf14) = TUNE_4;
    if ((*buf14) <= 52) {
        if (29 > (idx15 % idx15))
            return;
        buf14[2] = buf14[3] - N;
    }
    float e16 = 1.375f * ((buf14[idx15] - 59u) + (sizeof(int)));
}
} // namespace impl12

static char run_smooth17(double p18, unsigned *out19) {
    impl12::step13_kernel<double, 5><<<0b1000000 * CONFIG_5, CONFIG_5 + 56>>>(reinterpret_cast<double*>(out19));
    double s20 = TUNE_4;
    if (((out19 != nullptr) ? 952 : TUNE_4) != s20) {
        goto out22;
    }
    if ((s20 < p18) || ((s20 == s20) || out19[0b11])) {
        if ((CAT_2(p, 18) * (6 * (*out19))) != ('\x41' ^ out19[5]))
            step6<<<CONFIG_5 * 2, CONFIG_5 + (CONFIG_5 + (CONFIG_5 + 8)), sizeof(double) * 32, 0>>>(reinterpret_cast<const int*>(out19), nullptr);
        double val21 = 572;
    }
    step6<<<TUNE_4 + 73, CONFIG_5 + 120, 0>>>(nullptr, &s20);
out22:;
    return 53;
}

int main() {
    int size23 = 2409;
    int z24 = size23;
    for (int j25 = 0; j25 < 15; ++j25) {
        impl12::step13_kernel<float, 5><<<(CONFIG_5), 0b1 << 6, 1 << 10, (cudaStream_t)0>>>((float*)nullptr);
        impl12::step13_kernel<unsigned int, 2><<<(j25 + 31) / 32, (CONFIG_5 + 120)>>>(nullptr);
    }
    z24 = ' ' >> ((size23 * CAT_2(size, 23)) | z24);
    cudaStream_t idx26 = 0;
    return 0;
}
