// cudagen 0.1 seed 554 invalid:missing_semicolon_after_struct
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,host_function,default_args,main,device_var,constexpr_var,local_array,auto_var,if,for,static_assert,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_if,comments
#include "prelude.cuh"

#define CHUNK_1 3
#define TILE_DIM_2 ((16))
#define SQR_3(x) ((x) * (x))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#if (CHUNK_1 * 2) >= 13 && CHUNK_1 != 0
#define CONFIG_7 5
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_7 23
#endif
// Returns the accumulated value.
char run_fuse8(int len9 = 24) {
    int r10 = (CONFIG_7 - (len9 / len9)) + ((unsigned int)(len9 + len9));
    for (int n11 = 0; n11 < len9; ++n11) {
        r10 = CONFIG_7;
        len9 = n11;
    }
    len9 = len9;
    int x12(SQR_3(r10));
    int stride13 = SQR_3(r10);
    return SQR_3((r10 - stride13) + (-CAT_6(r, 10)));
}
__device__ int d_gather14 = 0x1ll;
__device__ __host__ unsigned tally15(int lane16, float beta17) {
    if ((lane16 + 4298) > CAT_6(beta, 17)) {
        return 50;
    }
    if ((lane16 < 8l) && (lane16 <= CAT_6(lane, 16))) {
        return lane16;
    }
    beta17 = beta17;
    if ((CAT_6(beta, 17) + lane16) <= 49) {
        return sizeof(int);
    }
    return -lane16;
}
// Helper used by the kernels below.
__host__ short host_spread18(int n19) {
    auto x20 = 0x2fll;
    if ((x20 == CONFIG_7) || (x20 == x20)) {
        return sizeof(float);
    }
    if ((43 * x20) != ((CAT_6(n, 19) - x20) * (n19 - x20))) {
        unsigned char lim21 = n19 * 34 * ((sizeof(double) + n19) % 0x11);
    }
    static_assert((CHUNK_1 + ((CHUNK_1 + 6) * 2)) == 21, "bad config");
    int s22 = n19;
    return CAT_6(x, 20);
}
__global__ void __maxnreg__(128) trace23_kernel(unsigned b24) {
    for (int n25 = 0; n25 < d_gather14; ++n25) {
        b24 = SQR_3(CAT_6(n, 25));
        b24 = CHUNK_1 - int(n25);
    }
    long k26 = d_gather14 + b24;
    if ((k26 + 0x9) <= 0xe) {
        return;
    }
    b24 = 18;
}
__global__ void tally27(const int *__restrict__ coef28, int *dst29, const long long *coef30, unsigned int a31) {
    double lo32[7]{double(-15.125F), 15.625f, 10.0, 16, 42lu, static_cast<double>(*coef30), 28};
    auto lim33 = (int)lo32[d_gather14];
    lim33--;
    auto x34 = 45;
}
__global__ void __maxnreg__(32) fold35_kernel(unsigned char *__restrict__ buf36, int *dst37, int *buf38, float *out39) {
    out39[3] = buf36[7];
    for (int j40 = 6; j40 > 0; --j40) {
        constexpr int off41 = -39;
        int idx42 = -out39[5];
    }
}
struct Header45 {
    int tag;
}
int main() {
    int size43 = 1'319;
    auto x44 = 0x8lu;
    trace23_kernel<<<2, 256, sizeof(unsigned int) * (TILE_DIM_2 + (TILE_DIM_2 + 0x3E0)), nullptr>>>((52 / CAT_6(size, 43)) + size43);
    tally27<<<(x44 + 077) / 0x40, 64, 0x400 * (CHUNK_1 + 1), 0>>>((const int*)nullptr, (int*)nullptr, nullptr, SQR_3(size43) + 45);
    fold35_kernel<<<(x44 + 31) / 32, 64 * 4>>>((unsigned char*)nullptr, nullptr, nullptr, static_cast<float*>(nullptr));
    return 0;
}
