// cudagen 0.1 seed 1771 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,local_array,const_local,namespace,if,for,range_for,do_while,static_assert,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 39
#endif
#if TUNE_5 == 39
#define CONFIG_6 3
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 16
#endif

__global__ void blend7(const unsigned long *input8) {
    int i9 = threadIdx.x;
    __shared__ double sh_10[16];
    sh_10[threadIdx.z] = 18.375;
    constexpr unsigned long long v11 = 64;
}

template <class T, int N = 4>
__global__ void __launch_bounds__(0x200) combine12_kernel(T *out13, float alpha14, T *buf15) {
    __shared__ int sh_16[sizeof(float) * (CONFIG_6 + (CONFIG_6 + 26))];
    for (auto &flag17 : sh_16) {
        for (int acc18 : sh_16) {
            acc18 |= 0x3e;
            alpha14 -= ((!((*buf15) > threadIdx.z)) ? (acc18 * (*out13)) : ((alpha14 < 9) ? 63UL : 8.125f));
        }
    }
    (*buf15) = N * alpha14;
    static_assert(57 == 57, "bad config");
}
static constexpr long DEPTH19 = 256;
// Computes one element per thread.

template <typename T, int N>
__global__ void fold20_kernel(const T *in21, T cfg22, T beta23) {
    extern __shared__ float dyn_24[];
    int gid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float *cnt26 = dyn_24;
    dyn_24[threadIdx.x & 7] = (N & blockIdx.x);
    beta23 = 19.5;
    static_assert((sizeof(int) * (CONFIG_6 + (CONFIG_6 + 0x4))) == 0x28, "bad config");
}

__global__ void shade27_kernel(const int *in28, const double *in29, int *data30, const short *src31) {
    int tid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
    long y33[2]{static_cast<long>(tid32), 50};
    constexpr float off34 = 0x31;
    char sum35{23};
    sum35 = (*data30) & warpSize;
    y33[sum35] -= sizeof(float);
    __shared__ float sh_36[32];
}

namespace img37 {
__global__ void clamp38_kernel(double *out39) {
    unsigned int tid40 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int pass41 = 0;
    do {
        out39[tid40 & 7] *= (11 + pass41) | DEPTH19;
        for (int i42 = 0x0; i42 < pass41; ++i42)
            out39[tid40] += out39[4];
        ++pass41;
    } while (pass41 < 3);
    out39[gridDim.x & 7] = HALF_1((threadIdx.z >= (*out39)) ? (3718 & pass41) : (DEPTH19 + pass41));
}

__global__ void mix43_kernel(unsigned long long *data44) {
    extern __shared__ unsigned int dyn_45[];
    int gid46 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int i47 = 0; i47 < 3; i47++) {
        __shared__ float sh_48;
        float r49[2]{62, 6.0f};
        if (!(59 >= blockDim.x))
            return;
    }
    const float f50 = gid46 - DEPTH19;
}
} // namespace img37

long host_rank51(const int *in52, unsigned *acc53) {
    const signed char w54 = HALF_1(-(*in52));
    (*acc53) |= ~acc53[w54];
    (*acc53) = DEPTH19;
    fold20_kernel<double, CONFIG_6><<<0x4, (CONFIG_6 + 509)>>>(reinterpret_cast<const double*>(acc53), *in52, HALF_1(acc53[1] * DEPTH19));
    return L'a';
}

int main() {
    int len55 = 1'304;
    len55 ^= DEPTH19;
    combine12_kernel<unsigned int, ((8))><<<0x8, sizeof(int) * (TUNE_5 + 25)>>>((unsigned int*)nullptr, 22.625f, nullptr);
    blend7<<<(len55 + 0x3F) / 0x40, CONFIG_6 + 29>>>((const unsigned long*)nullptr);
    shade27_kernel<<<dim3(sizeof(float) * (CONFIG_6 + (TUNE_5 + 86))), 32>>>(nullptr, nullptr, (int*)nullptr, nullptr);
    img37::clamp38_kernel<<<0x10, 32>>>(nullptr);
    return 0;
}
