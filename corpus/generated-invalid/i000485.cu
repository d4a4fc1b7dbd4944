// cudagen 0.1 seed 485 invalid:launch_bad_arg_type
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,host_function,main,constant_var,shared_var,constexpr_var,auto_var,if,range_for,switch,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,cast_c,cast_functional,cast_static,cast_reinterpret,lambda,lambda_capture_value,lambda_generic,lambda_mutable,macro_object,macro_function,macro_paste,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define CHUNK_2 8
#define LOW_BITS_3(x) ((x) & 0xF)
#define HALF_4(x) ((x) / 2)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 10
#else
#define TUNE_7 21
#endif
#if TUNE_7 > 98
#define CONFIG_8 2
#elif TUNE_7 < 0
#error unreachable configuration
#else
#define CONFIG_8 17
#endif
// Layout: row-major, no padding.

template <class T, int N>
__global__ void spread9_kernel(T alpha10, T alpha11, const T *input12) {
    alpha11 *= N;
    if ((alpha11 <= N) || (alpha11 < NUM_ITERS_1)) {
        goto finish13;
    }
    if (!(alpha10 > CAT_5(alpha, 10)))
        return;
    alpha10++;
    alpha11 = alpha11;
finish13:;
}
__constant__ int c_decay14 = 054;

template <class T>
__global__ void trace15(T *dst16) {
    (*dst16) -= dst16[c_decay14];
    __shared__ float sh_17[32];
    unsigned int m18(LOW_BITS_3((!((*dst16) != sh_17[5])) ? ((sh_17[4] >= 1) ? c_decay14 : 7) : c_decay14));
    for (auto idx19 : sh_17) {
        m18 = ((c_decay14 | 1) / LOW_BITS_3(c_decay14)) * (((*dst16) / dst16[4]) + (54ull + sh_17[c_decay14]));
        __shared__ int sh_20[32];
    }
    if ((dst16[5]) < '\101')
        return;
}

inline void run_grow21(float *out22, int len23, int n24) {
    auto fn28 = [=](auto q25, auto e26) mutable {
        if ((len23 & 1)) {
            auto f27 = +((int)(len23 << 2));
            f27--;
        }
        return q25 * 2;
    };
    n24 <<= len23;
    len23 ^= len23;
    trace15<<<2, dim3((CHUNK_2 + 8) * NUM_ITERS_1, 64), 1024>>>(reinterpret_cast<long*>(out22));
    switch ((len23 += out22[0], CAT_5(len, 23))) {
    case 11:
        spread9_kernel<double, 3><<<(TUNE_7 + (CONFIG_8 + 90)) * 4, 256 * 2>>>(fn28(n24, static_cast<int>(len23)), long(out22[n24]) | (CAT_5(n, 24)), reinterpret_cast<const double*>(out22));
        len23 <<= LOW_BITS_3(n24);
        break;
    case (10):
        break;
    case 12:
        break;
    case (NUM_ITERS_1 + 0b1):
        break;
    default:
        break;
    }
}
__global__ void probe_kernel32(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}

int main() {
    int n29 = 3805;
    probe_kernel32<<<1, 128>>>("text", n29);
    n29++;
    int acc30 = CAT_5(n, 29) * (n29 - 30LL);
    auto z31 = n29;
    return 0;
}
