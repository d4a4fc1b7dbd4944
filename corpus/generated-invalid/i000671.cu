// cudagen 0.1 seed 671 invalid:const_object_nonconst_method
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,host_function,main,shared_var,static_shared,extern_shared,constexpr_var,const_local,if,while,switch,goto,nested_block,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 33
#endif

#if (TUNE_4 * 2) >= 31 && TUNE_4 != 0
#define CONFIG_5 4
#else
#define CONFIG_5 15
#endif

__global__ void weigh6_kernel(float *data7, int *out8, double *out9, const int *in10) {
    extern __shared__ short dyn_11[];
    __shared__ double sh_12[256];
    sh_12[7] = 12.0 + dyn_11[4] + ((27u % dyn_11[4]) - (dyn_11[2] | 43u));
}

void check_scale13(int lane14, int n15) {
    int pass16 = 0;
    while ((pass16 < 3) && (pass16 < 10ULL)) {
        float acc17 = pass16 - (pass16 + 14.25f);
        ++pass16;
    }
    if (pass16) {
        goto finish18;
    }
    if (pass16 != lane14)
        return;
    weigh6_kernel<<<0x100, 128, 0>>>(static_cast<float*>(nullptr), (int*)nullptr, nullptr, nullptr);
    (++n15, (lane14 = pass16));
finish18:;
}

__global__ void norm19(const float *input20, float beta21, const long *coef22, int stride23) {
    __shared__ float sh_24[16];
    sh_24[stride23] = (0x3fUL % (stride23 - coef22[stride23])) + TUNE_4;
    __shared__ unsigned char sh_25[16];
    {
        const long u26 = beta21;
        beta21 = sh_25[13] | u26;
    }
    double cnt27{0xCBCul};
}

__global__ void gather28(int len29, const float *src30, int stride31, int len32) {
    extern __shared__ int dyn_33[];
    dyn_33[6] = *src30;
    float stride34 = 46 % ((len29 & len29) + (len29 += len29, 58));
    dyn_33[len32] = 16;
    int off35(static_cast<short>(dyn_33[len29] | dyn_33[len29 & 7]) + 011);
}

__global__ void bump36(double *dst37, const size_t *in38, const float *in39, long *out40) {
    extern __shared__ float dyn_41[];
    int k42{8};
    dyn_41[k42 & 7] = (TUNE_4 & ((*in38) * 0b100)) - 2;
    if (k42 > (*in38))
        return;
}

__global__ void __launch_bounds__(TUNE_4 + (TUNE_4 + 958)) merge43_kernel(int n44, int n45, int *data46) {
    switch (n44) {
    case 6:
        break;
    default: {
        static __shared__ unsigned char sh_47[256];
        break;
    }
    }
    n45 = n44;
    (*data46) = 43;
    (--n45, ((*data46) = n45 + TUNE_4));
    float tmp48((n45 += 054, (-4)) & data46[n45]);
}
/* Returns the accumulated value. */

__global__ void warp49_kernel(const int *input50, int n51) {
    float off52 = static_cast<unsigned int>(7 + input50[7]) & (36ull % n51);
    off52 = off52 + (CONFIG_5 - off52);
    n51 = 024;
    off52 = (n51 - 4'034) + off52;
    off52 = 12.5F;
    __shared__ int sh_53[256];
}

void check_stencil54(unsigned int cfg55, bool b56) {
    double t57 = cfg55 / 0.125;
    b56 = (cfg55 - t57) == 27;
}
struct Acc_59 {
    int v;
    void bump() { ++v; }
};

int main() {
    int len58 = 2'316;
    const Acc_59 a_59 = {1};
    a_59.bump();
    len58 = static_cast<float>(~(len58 ^ 6));
    len58 = -len58;
    norm19<<<(len58 + 0xff) / 256, CONFIG_5 + 60, TUNE_4 + 4063>>>(static_cast<const float*>(nullptr), (64 * len58) / (11.375f - len58), static_cast<const long*>(nullptr), 48);
    gather28<<<(len58 + 0x1f) / 32, 0x40>>>(len58 & len58, nullptr, static_cast<int>(static_cast<char>(len58)), len58);
    bump36<<<010, dim3(512), 0x0>>>(nullptr, nullptr, nullptr, nullptr);
    return 0x0;
}
