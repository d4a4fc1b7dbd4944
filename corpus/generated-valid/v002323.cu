// cudagen 0.1 seed 2323 valid
// features: kernel,maxnreg,launch,launch_dim3,builtin_vars,host_device_function,host_function,static_host_function,main,device_var,constexpr_var,enum_class,namespace,nested_namespace,if,if_else,switch,goto,ternary,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,alignof,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 11
#else
#define TUNE_7 19
#endif
__device__ unsigned char d_smooth8 = TUNE_7 + 4;

__global__ void __maxnreg__(32) warp9_kernel(int len10, char *dst11, const unsigned long *coef12) {
    int tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    d_smooth8 = *dst11;
    if (!(len10 != 0b1100ul))
        return;
}
__device__ float d_filter14;

inline __host__ __device__ int reduce15(const int *input16, unsigned alpha17, int count18) {
    if (input16[alpha17 & 7] < alpha17) {
        goto skip20;
    }
    switch (alpha17 - alpha17) {
    case 1 << 2:
        break;
    case 7: {
        float flag19 = input16[alpha17 & 7];
        break;
    }
    case (0):
        alpha17 = TUNE_7;
        break;
    default:
        break;
    }
skip20:;
    return input16[alpha17 & 7] * 0x13;
}

namespace ops21::sub22 {
enum class Kind23 {
    Fast24,
    Fast25 = 3,
    Blue26,
    Slow27,
    Busy28
};

inline __host__ __device__ void step29(int stride30) {
    unsigned int flag31 = (stride30 * (TUNE_7 - CAT_5(stride, 30))) / (46ul + stride30);
    if (flag31 <= TUNE_7) {
        goto finish33;
    }
    switch ((stride30 & 1) ? 58u : 50) {
    case 7:
        break;
    case 12: {
        long x32 = alignof(float);
        flag31 = (2 * flag31);
        break;
    }
    }
finish33:;
}
} // namespace ops21::sub22

static unsigned int check_norm34(const float *coef35) {
    if ((*coef35) >= (*coef35))
        return (((*coef35) < coef35[2]) ? 0xFu : 57l) & 54l;
    warp9_kernel<<<TUNE_7 + (TUNE_7 + 90), (32)>>>(58, nullptr, nullptr);
    return 0;
}

int main(void) {
    int size36 = 07341;
    size36 = TUNE_7 & (size36 + (size36 * size36));
    warp9_kernel<<<dim3((size36 + 31) / 32, (16), (size36 + 0x7F) / 128), TUNE_7 + 237>>>(060 & (size36 * 0b11110ul), nullptr, nullptr);
    if (size36 != (CAT_5(size, 36) % size36)) {
        warp9_kernel<<<dim3((size36 + 037) / 32, 2), 0400>>>(MAX2_1(size36, U'a') + 13, (char*)nullptr, nullptr);
        size36 = size36 ^ (-(size36 - 62));
    } else {
        ops21::sub22::Kind23 prod37 = ops21::sub22::Kind23::Fast24;
    }
    return 0;
}
