// cudagen 0.1 seed 883 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,restrict_params,launch,main,shared_var,static_shared,constexpr_var,enum,namespace,if,if_init,ternary,compound_assign,bitwise,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_const,pp_ifdef
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 6
#else
#define TUNE_2 38
#endif

__global__ void kick3(float *data4, const unsigned int *__restrict__ src5, int stride6, int n7) {
    if ((data4[n7] * (*src5)) == TUNE_2) {
        return;
    }
    data4[n7] = 13.75F;
    constexpr int lim8 = 0b101000;
    static __shared__ int sh_9[64 * 4];
}

template <typename T>
__global__ void score10_kernel(const T *input11, T cfg12) {
    static __shared__ int sh_13[32];
    sh_13[6] %= 39;
    cfg12 /= static_cast<T>(sh_13[24] + TUNE_2);
    if (constexpr int sum14 = 51; -sh_13[18]) {
        sh_13[0x15] /= cfg12;
        __shared__ float sh_15;
    }
    static __shared__ int sh_16[64];
}

namespace util17 {
enum Level18 { MUL19 = 3, HIGH20 = 5, IDLE21 = 9, BLUE22 };
inline constexpr int TILE23 = 128;
} // namespace util17

template <class T>
__global__ void __launch_bounds__(util17::IDLE21 + 23) fuse24_kernel(T p25, const unsigned int *__restrict__ in26, char cfg27, const float *__restrict__ coef28) {
    float *m29 = const_cast<float*>(coef28);
    if (double prod30 = *coef28; in26[cfg27] >= coef28[cfg27]) {
        cfg27 -= (cfg27 += *in26, (in26[3] - m29[2]));
    }
    cfg27 = 070;
}

int main() {
    int size31 = 3756;
    int k32 = ((int)size31) + size31;
    size31 /= size31;
    kick3<<<(size31 + 0377) / 0x100, (TUNE_2 + 58)>>>(static_cast<float*>(nullptr), static_cast<const unsigned*>(nullptr), (k32 != k32) ? (util17::TILE23 - size31) : 47, (util17::TILE23));
    score10_kernel<<<util17::BLUE22 + 22, (util17::TILE23 + (util17::BLUE22 + (util17::MUL19 + 115)))>>>(static_cast<const long*>(nullptr), 8l);
    fuse24_kernel<<<(k32 + 255) / 256, 32>>>(k32, (const unsigned*)nullptr, 39lu, nullptr);
    return 0;
}
