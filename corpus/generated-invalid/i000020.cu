// cudagen 0.1 seed 20 invalid:kernel_in_inline_unnamed_namespace
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,main,managed_var,constexpr_var,local_array,enum,anon_namespace,if,if_else,goto,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))

namespace {
template <typename T, int N>
__global__ void split3(const T* coef4, unsigned q5, const size_t* in6, const T* input7) {
    int lim8[7] = {static_cast<int>(*input7), N, 33, 0x3d};
    --lim8[q5];
    q5++;
    --q5;
    int idx9 = (N * in6[1]) / lim8[q5];
    lim8[0] = 44;
}

__global__ void __maxnreg__(32) split10_kernel(float* out11) {
    short idx12[2 * 4] = {};
    if ((idx12[3] >= idx12[5]) && (32L <= (idx12[5] * idx12[0x3]))) {
        (*out11) = 9.625f;
        if ((out11[1] + idx12[0x4]) > idx12[2]) {
            long long flag13 = int(~(~idx12[7]));
            (*out11) = 43;
        }
    }
}

template <typename T, int N = 8>
__global__ void reduce14_kernel(const T* coef15, const float* coef16) {
    if (!(coef16[0x6] < N)) {
        T flag17 = 14lu;
    } else if ((((*coef16) / (*coef15)) == N) || ((*coef15) < coef16[0b11])) {
    } else {
    }
}
} // namespace
__managed__ float m_blend18 = 4421;

__global__ void __launch_bounds__(sizeof(unsigned int) * 64) mix19(const int* src20, float alpha21) {
    int stride22 = 0b1000ul;
    if (src20[5] != 62u) {
        goto skip24;
    }
    (--stride22, (alpha21 = -0x13));
    --stride22;
    if (src20[5] == stride22) {
        alpha21 = *src20;
        constexpr unsigned e23 = 0x2 * (3);
    } else {
    }
skip24:;
}
enum Kind25 : unsigned int {
    MUL26 = 2,
    FAST27,
    ADD28,
    HIGH29,
    OFF30 = 8
};
inline namespace {
__global__ void hidden_kernel32(int *p) { p[0] = 0; }
}

int main() {
    int len31 = 3403;
    split10_kernel<<<dim3(4, (len31 + 31) / 0x20, (len31 + 0x1F) / 0x20), dim3((len31 + 127) / 128, 16)>>>(nullptr);
    m_blend18 = 20;
    m_blend18 = (len31 + len31) ^ ((len31 * len31) + len31);
    reduce14_kernel<<<dim3((len31 + 255) / 256, OFF30 + (HIGH29 + (MUL26 + 241))), 0x4 * (MUL26 + (MUL26 + 4)), sizeof(float) * 32, 0>>>((const double*)nullptr, (const float*)nullptr);
    len31 = sizeof(float);
    split3<unsigned, 7><<<dim3((len31 + 63) / 0x40, (len31 + 31) / 0x20), FAST27 + (MUL26 + (OFF30 + (MUL26 + (HIGH29 + 236))))>>>(nullptr, 51, static_cast<const unsigned long*>(nullptr), nullptr);
    mix19<<<(len31 + 31) / 32, dim3((len31 + 63) / 64, (ADD28 + 4) * 16), 0x0, 0>>>(nullptr, 2.25F);
    return 0;
}
