// cudagen 0.1 seed 633 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,launch_dim3,host_function,main,shared_var,extern_shared,constexpr_var,enum_class,if,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_static,pp_ifdef,pp_if
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 44
#endif

#if (TUNE_4 * 2) >= 16 && TUNE_4 != 0
#define CONFIG_5 1
#else
#define CONFIG_5 30
#endif

template <class T, typename U>
__global__ void spread6(const T *input7, const float *coef8) {
    if ((*coef8) <= input7[5]) {}
    __shared__ float sh_9;
    if (input7 == nullptr)
        return;
    constexpr float diff10 = 27L;
    (sh_9++, (sh_9 = (coef8[2] - 9.375f) * (1.375f * coef8[4] * 50)));
}
enum class State11 { Idle12, Idle13, Slow14 };

template <typename T, typename U>
__global__ void mix15(U a16) {
    int *v17 = nullptr;
    constexpr float prod18 = 17.5f;
}

static __global__ void gather19_kernel(int n20, unsigned int alpha21, float *out22) {
    extern __shared__ int dyn_23[];
    constexpr float off24 = 7.125F;
    out22[alpha21] *= alpha21;
    __shared__ double sh_25[64];
}

void fuse26(int n27, int stride28) {
    ++n27;
    ++n27;
    stride28 >>= stride28 - stride28;
    const char *r29 = "x=%d";
}

int main() {
    int len30 = 3990;
    spread6<double, double><<<512, (CONFIG_5 + 127)>>>(nullptr, static_cast<const float*>(nullptr));
    dim3 sum31 = dim3((len30 + 0177) / 128, CONFIG_5 + 1);
    len30 = (len30 += len30, len30);
    mix15<long, long><<<(len30 + 63) / 64, 256>>>('\a' + (len30 >> len30));
    gather19_kernel<<<128, sum31>>>(len30, 36 + (len30), nullptr);
    return 0b0;
}
