// cudagen 0.1 seed 806 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,host_function,default_args,main,shared_var,constexpr_var,local_array,if,do_while,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,alignof,lambda,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 3
#else
#define TUNE_6 49
#endif

#if TUNE_6 > 30
#define CONFIG_7 5
#else
#define CONFIG_7 28
#endif

float reduce8(unsigned alpha9, float* __restrict__ out10, char a11 = 37l) {
    auto fn13 = [](int prod12) -> unsigned long {
        prod12 = (55) - prod12;
        return 0x6 % prod12;
    };
    fn13(alpha9);
    char cnt14 = alignof(int);
    int t15 = a11;
    return CONFIG_7 - MAX2_1((*out10) * TUNE_6, cnt14 ^ 3102);
}

__global__ void sweep16(int* __restrict__ data17, float* dst18) {
    int iter19 = 0;
    do {
        unsigned hi20[6]{23, 3U, 0x1, 6u, 3032lu, 8};
        ++iter19;
    } while (iter19 < iter19);
    size_t z21 = 21 | (*data17);
    __shared__ unsigned int sh_22[128];
    if (CONFIG_7 <= z21) {
        return;
    }
    long base23 = *data17;
    unsigned cnt24 = 37 * ((threadIdx.y & z21) + 57ULL);
}

int main() {
    int len25 = 2482;
    int iter26 = 0;
    do {
        sweep16<<<(iter26 + 0xFF) / 256, dim3(4 * (CONFIG_7 + 3))>>>(nullptr, nullptr);
        ++iter26;
    } while (iter26 < len25);
    len25 = iter26;
    if (iter26) {
        return 18;
    }
    return 0;
}
