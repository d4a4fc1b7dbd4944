// cudagen 0.1 seed 500 invalid:incomplete_type
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,main,constexpr_var,local_array,auto_var,struct,if,if_init,for,range_for,switch,goto,ternary,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b

#ifndef USE_FAST_PATH_5
#define TUNE_6 4
#else
#define TUNE_6 38
#endif

#if TUNE_6 > 48
#define CONFIG_7 4
#else
#define CONFIG_7 28
#endif
#undef TUNE_6
#define TUNE_6 24

template <class T, int N>
__global__ void bias8_kernel(const T *input9, float *dst10) {
    int lim11[7]{static_cast<int>(076LL), static_cast<int>(dst10[0]), 11, N, 0x2, N, 40};
    dst10[1] = MIN2_2((MIN2_2((lim11[3] << 6), N)), +input9[1]);
    if (N <= (dst10[5] - dst10[5])) {
        unsigned int sum12 = dst10[3];
        for (auto &u13 : lim11) {
            if ((dst10 != nullptr) || ((*input9) != 6)) {
                break;
            }
            dst10[0x3] = sum12 - (N << sum12);
        }
    }
}

__global__ void split14_kernel(unsigned int p15, float cfg16, unsigned int *acc17, int len18) {
    int mid19[4] = {};
    if (((mid19[0] / CAT_4(len, 18)) < 38) || (!acc17)) {
        mid19[len18] = len18;
    }
    auto k20 = static_cast<int>(mid19[p15]);
    long base21[3] = {0x5l, 14U};
}
// Computes one element per thread.

struct Bounds22 {
    unsigned int sum23;
    int flag24;
    unsigned char z25;
};
// Layout: row-major, no padding.

template <typename T, int N>
__global__ void split26(const T *src27, T beta28) {
    if (src27[0] == N) {
        goto out32;
    }
    switch ((beta28 == N) ? N : N) {
    case 4:
        if (float prod29 = (beta28 += TUNE_6, 3.0F); beta28 >= ((prod29 += N, N) + 0x7fau)) {
            beta28 = (24.75);
        }
        if (!(beta28 < 19)) {
            int prod30{N};
            if (CONFIG_7 == (CAT_4(beta, 28) + beta28)) {
                return;
            }
            T tmp31(33L);
        }
        break;
    default:
        break;
    }
out32:;
}
struct Opaque35;

int main() {
    int n33 = 713;
    Opaque35 obj36;
    bias8_kernel<double, 1><<<(n33 + 31) / 32, 64, sizeof(double) * 32>>>(static_cast<const double*>(nullptr), nullptr);
    for (int n34 = n33; n34 > 0; --n34) {
        n33 = CONFIG_7 * ((n34 >> n34) | TUNE_6);
        n33 = TWICE_PLUS_1((n34 % n34) * ((unsigned int)18), n34);
    }
    split14_kernel<<<4, TUNE_6 + 488, sizeof(double) * 256, (cudaStream_t)0>>>(TWICE_PLUS_1(MIN2_2(CAT_4(n, 33), n33), 064), static_cast<int>(sizeof(double) + n33), nullptr, CONFIG_7 % n33);
    split26<float, 8><<<1 << 6, CONFIG_7 + 0744, sizeof(float) * 32, nullptr>>>(nullptr, 8.75F);
    return 0;
}
