// cudagen 0.1 seed 1527 valid
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,host_function,default_args,main,constexpr_var,auto_var,struct,struct_template,namespace,if,ternary,bitwise,comparison,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_string,cast_functional,macro_paste,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#ifndef USE_FAST_PATH_2
#define TUNE_3 13
#else
#define TUNE_3 19
#endif
#if TUNE_3 % 2 == 0 || TUNE_3 < 4
#define CONFIG_4 2
#else
#define CONFIG_4 21
#endif
namespace img5 {
float host_update6(int n7 = ' ') {
    long val8 = n7;
    const char *w9 = "a\tb";
    const char *q10 = w9;
    val8 = TUNE_3;
    return 5.375f;
}
} // namespace img5
// Returns the accumulated value.
template <typename T>
struct Span11 {
    T w12, hi13;
    __host__ __device__ T scale14() const {
        T mid15 = hi13 + double(0x2a);
        return w12;
    }
};
__global__ void __maxnreg__(32) apply16_kernel(double p17, int count18) {
    if (((p17 <= count18) ? 48 : 0x4) <= p17) {
        return;
    }
    p17 = (+(count18 & 62)) * CAT_1(count, 18);
    int h19 = 36u;
    count18 = h19;
    p17 = 0x18lu;
    p17 = count18;
    float f20 = count18;
}
int main() {
    int n21 = 3865;
    auto stride22 = 0x966ull;
    const char *lim23 = "\"q\"";
    apply16_kernel<<<dim3((n21 + 127) / 128, (n21 + 0x7F) / 128, 2), dim3(TUNE_3 + (TUNE_3 + (TUNE_3 + (CONFIG_4 + 0104))), (n21 + 255) / 256)>>>(~n21, (CAT_1(stride, 22)));
    apply16_kernel<<<dim3(0x8, 0x4 * 0x2), dim3(CONFIG_4 + 491, 512, (n21 + 127) / 128), 0>>>(n21, 36 + ((n21 & 1) ? 10 : TUNE_3));
    return 0;
}
