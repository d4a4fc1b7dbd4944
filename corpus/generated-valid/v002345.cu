// cudagen 0.1 seed 2345 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_function,main,shared_var,constexpr_var,enum,if,goto,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_string_prefix,lit_nullptr,cast_c,sizeof,alignof,macro_object,macro_paste,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 14
#else
#define TUNE_5 57
#endif

#if TUNE_5 % 2 == 0 || TUNE_5 < 4
#define CONFIG_6 2
#else
#define CONFIG_6 9
#endif
// Returns the accumulated value.

__global__ void tally7_kernel(unsigned char q8, const float* src9, double* buf10) {
    buf10[q8] /= 24.75;
    short int off11 = 3586 * threadIdx.x;
    constexpr int e12 = 7 * 5;
}
// NOTE: keep in sync with the host reference.

static __global__ void scale13_kernel(unsigned int* data14, const unsigned* coef15) {
    int gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static_assert((TUNE_5 + 6) == 0b111111);
    (--data14[7], (data14[gid16] = (gid16 != ((*coef15) + TUNE_5)) ? ((blockIdx.x + NUM_ITERS_1) * 2) : data14[1]));
    unsigned lo17 = data14[5];
    if (gid16 <= (*data14))
        return;
    if ((data14[gid16 & 7] <= NUM_ITERS_1) && ((threadIdx.x <= sizeof(double)) || (coef15[lo17] & 1))) {
        if ((lo17 - 3u) < (*coef15))
            return;
    }
    int u18 = (*coef15) * 0b0;
}
// NOTE: keep in sync with the host reference.

int run_weigh19(int* out20, long* dst21, const double* src22) {
    out20[5] |= *dst21;
    dst21[3] = (38 & (*dst21)) + (src22[3] * '0') + (*src22);
    constexpr int res23 = (5);
    dst21[5] = (52 ^ (out20[5] ^ 33)) & ((out20[7] % sizeof(float)) + (6 - out20[2]));
    const char* t24 = u8"tile";
    int hi25 = ((*dst21) >= (59 * t24[0b1])) ? ((*dst21) += 41LL, res23) : (t24[0] + (7 & out20[0]));
    if (out20[1] == 21) {
        goto done26;
    }
    if (43 != hi25)
        return (TUNE_5 & out20[1]) % t24[1];
done26:;
    return (sizeof(int)) + ((*dst21) += sizeof(float), ' ');
}
enum Kind27 { HIGH28, SLOW29 };

__device__ __forceinline__ int merge30(int* acc31, bool q32, float b33) {
    Kind27 base34 = HIGH28;
    ACCUM_2(b33, (b33));
    __shared__ int sh_35[64];
    __shared__ float sh_36[(16)];
    if (threadIdx.y >= (-sh_35[threadIdx.y]))
        return (sh_35[threadIdx.x] * q32) | (q32 - blockIdx.y);
    return sh_35[blockIdx.x] + 57L;
}

int main() {
    int size37 = 2870;
    long e38 = (size37 & alignof(float)) + ((58UL & CAT_3(size, 37)) + HIGH28);
    scale13_kernel<<<SLOW29 + (CONFIG_6 + (NUM_ITERS_1 + 46)), dim3((e38 + 31) / 32, 4, 0b1000 * (SLOW29 + 1))>>>((unsigned*)nullptr, nullptr);
    e38 = '0';
    tally7_kernel<<<TUNE_5 + 199, (CONFIG_6 + 23), 0b0>>>((CAT_3(e, 38) % size37) / e38, nullptr, nullptr);
    return 0;
}
