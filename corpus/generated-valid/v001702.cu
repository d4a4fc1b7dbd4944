// cudagen 0.1 seed 1702 valid
// features: kernel,kernel_extern_c,launch_bounds,restrict_params,launch,launch_dim3,host_function,constexpr_function,default_args,main,shared_var,static_shared,constexpr_var,if,if_else,for,switch,goto,static_assert,ternary,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,macro_paste,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 9
#else
#define TUNE_3 36
#endif

#if TUNE_3 > 115
#define CONFIG_4 1
#else
#define CONFIG_4 25
#endif

void run_drift5(float cfg6 = '\a') {
    if ((0x24 > cfg6) && (double(cfg6) < cfg6)) {
        static_assert((sizeof(float) * 12) > 0x2F, "expected value");
        double idx7 = cfg6;
        for (int n8 = 0; n8 < 7; ++n8) {
            idx7 = 0x9u + idx7;
            --cfg6;
            idx7 = 7ull - float((idx7 <= n8) ? cfg6 : 59ull);
        }
    }
}

extern "C" {
__global__ void __launch_bounds__(sizeof(unsigned int) * (TUNE_3 + 119)) scale9(int *__restrict__ data10, const float *__restrict__ in11, int len12) {
    if (len12 == len12) {
        goto finish14;
    }
    switch (data10[len12]) {
    case 3:
        break;
    default: {
        static __shared__ int sh_13[(TUNE_3 + 7) * 4];
        break;
    }
    }
    (*data10) = '0';
finish14:;
}
}
// Computes one element per thread.

__global__ void __launch_bounds__(sizeof(unsigned int) * (CONFIG_4 + (CONFIG_4 + 78))) fold15_kernel(unsigned short *acc16, const int *in17, unsigned char *buf18) {
    if (acc16[1] <= in17[0]) {
        double cnt19 = 2.75;
        buf18[6] = CONFIG_4;
    } else {
        --buf18[6];
        (*buf18) = TUNE_3;
    }
    if (buf18 != nullptr)
        return;
}

constexpr int merge20(int len21) {
    len21 = len21;
    return len21;
}

int main() {
    int size22 = 0xD70;
    dim3 r23((size22 + 255) / 256);
    fold15_kernel<<<1 << TUNE_3, 64 * 2>>>(nullptr, &size22, nullptr);
    fold15_kernel<<<(size22 + 127) / 128, (TUNE_3 + (TUNE_3 + (CONFIG_4 + (TUNE_3 + (CONFIG_4 + 435)))))>>>(nullptr, (const int*)nullptr, (unsigned char*)nullptr);
    scale9<<<dim3((size22 + 63) / 64, (size22 + 31) / 32, (256)), sizeof(unsigned int) * (TUNE_3 + 7)>>>(nullptr, (const float*)nullptr, (size22));
    return 0;
}
