// cudagen 0.1 seed 164 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,host_function,default_args,main,shared_var,extern_shared,constexpr_var,using_alias,namespace,if,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_char,lit_string,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_paste,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

#ifndef USE_FAST_PATH_3
#define TUNE_4 10
#else
#define TUNE_4 24
#endif
#undef TUNE_4
#define TUNE_4 12

__global__ void step5_kernel(float *dst6, int count7, int stride8, const int *input9) {
    extern __shared__ int dyn_10[];
    ACCUM_1(dst6[stride8], (dst6[count7]));
    ACCUM_1(stride8, (dyn_10[0]));
    dyn_10[stride8]++;
}

__global__ void __launch_bounds__(256) scale11(double alpha12, float *buf13) {
    buf13[0]++;
    bool idx14 = ((CAT_2(alpha, 12) / sizeof(long)) - (*buf13)) <= alpha12;
    const unsigned char *lo15 = reinterpret_cast<const unsigned char*>(buf13);
    if (((buf13[0b111] * idx14) - alpha12) == alpha12) {
        if ((idx14 + (alpha12 / alpha12)) == alpha12) {
            int sum16(660ll - ((buf13[3] * 'A') + alpha12));
            __shared__ int sh_17[256];
        }
    }
}

namespace ops18 {
unsigned char scatter19(int n20, int count21 = 26) {
    count21 = n20;
    n20 = CAT_2(n, 20) + (-n20);
    ++count21;
    count21 ^= (unsigned char)count21;
    if ((count21 * count21) < 53) {
        return (int)TUNE_4;
    }
    long prod22 = TUNE_4;
    if (CAT_2(prod, 22) > CAT_2(prod, 22)) {
        return CAT_2(count, 21);
    }
    return prod22;
}
using idx23_t = int;

static __global__ void __launch_bounds__(TUNE_4 + 52, 2) blend24(const ops18::idx23_t *coef25, float p26, const float *coef27) {
    unsigned tmp28 = *coef25;
    unsigned int f29 = 58;
}
} // namespace ops18

__global__ void decay30_kernel(const double *coef31, const ops18::idx23_t *in32, ops18::idx23_t stride33) {
    stride33 = 10;
    if (in32[stride33] > CAT_2(stride, 33)) {
        return;
    }
    if ((42 - coef31[stride33]) <= (*in32)) {
        stride33--;
        stride33 = sizeof(unsigned int) - (-(coef31[stride33] * in32[6]));
    }
    stride33++;
}

inline unsigned int check_fuse34(int count35) {
    count35--;
    if ((count35 + ops18::scatter19(2853, count35)) == ops18::scatter19(sizeof(float))) {
        ops18::idx23_t u36 = ops18::scatter19(count35, ops18::scatter19(ops18::scatter19(count35, CAT_2(count, 35))));
        u36 += ops18::scatter19(ops18::scatter19(u36) - static_cast<int>(5UL));
    }
    return CAT_2(count, 35) - (+(TUNE_4 + count35));
}

int main() {
    int n37 = 3017;
    ops18::blend24<<<256, dim3((n37 + 127) / 128, (8))>>>(nullptr, -24L, static_cast<const float*>(nullptr));
    const char *m38 = "\x41\102";
    step5_kernel<<<dim3((n37 + 0b11111111) / 256), 512>>>(nullptr, n37, n37, nullptr);
    check_fuse34((n37 + n37) / 503);
    scale11<<<(n37 + 127) / 128, 128>>>(ops18::scatter19('z' / m38[0], m38[1]), nullptr);
    decay30_kernel<<<(n37 + 127) / 128, 128>>>((const double*)nullptr, nullptr, static_cast<unsigned int>(TUNE_4));
    return 0;
}
