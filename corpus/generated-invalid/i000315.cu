// cudagen 0.1 seed 315 invalid:global_device_combined
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,maxnreg,restrict_params,launch,main,constant_var,shared_var,static_shared,constexpr_var,enum,using_alias,namespace,if,do_while,ternary,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
enum Color5 : int { BLUE6, FAST7 };
constexpr double kB8 = 2.25;
__constant__ bool c_score9 = 1;

static __global__ void __maxnreg__(64) grow10_kernel(int *buf11, size_t p12, const int *in13) {
    int w14 = 0;
    do {
        float *m15 = reinterpret_cast<float*>(buf11);
        ++w14;
    } while (w14 < w14);
    constexpr signed char r16 = 44u;
    constexpr int stride17 = 15;
}

template <typename T, int N = 5>
__global__ void __launch_bounds__(1 << 6) kick18_kernel(T *__restrict__ buf19, int n20) {
    n20 = MOD8_2(c_score9 - N) * kB8;
    n20--;
    if (c_score9 - c_score9) {
        return;
    }
    n20 = (ADD3_1(*buf19, N, 21UL) - 39) * (584 * c_score9 * N);
    (*buf19)--;
    ++buf19[n20];
    __shared__ int sh_21;
}
using real22_t = double;

namespace detail23 {
template <typename T, int N = 3>
__global__ void blend24_kernel(T cfg25, T *__restrict__ acc26, T cfg27, const int *coef28) {
    int w29 = 0;
    do {
        static __shared__ float sh_30[256];
        ++w29;
    } while (w29 < 12);
    if ((!c_score9) || (N <= ((c_score9 == (*acc26)) ? 15 : 48u))) {
        cfg25 = 30u;
        cfg27 = 2.25;
        static __shared__ int sh_31;
    }
    cfg27 = (c_score9 + coef28[3]) << (*coef28);
}
} // namespace detail23
__host__ __global__ void mixed_kernel34(int *p)
{
    p[0] = 1;
}

int main() {
    int n32 = 3'097;
    kick18_kernel<int, 7><<<(n32 + 0b111111) / 0b1000000, (FAST7 + 255)>>>(nullptr, n32);
    bool lo33 = 1;
    if (lo33) {
        return 36;
    }
    grow10_kernel<<<(n32 + 31) / 32, FAST7 + (FAST7 + 510)>>>(nullptr, lo33, nullptr);
    detail23::blend24_kernel<<<(n32 + 255) / 256, 128 * (FAST7 + FAST7)>>>(n32, (int*)nullptr, int(kB8), (const int*)nullptr);
    return 0;
}
