// cudagen 0.1 seed 1320 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,launch_shared_mem,main,managed_var,shared_var,extern_shared,host_global,constexpr_var,using_alias,if,switch,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_static,macro_object,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define CHUNK_1 4
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 2
#else
#define TUNE_6 60
#endif
static_assert(sizeof(int) == 4, "size check");

__global__ void fold7(int n8, unsigned long *dst9, const unsigned long long *coef10, int count11) {
    switch (n8) {
    case CHUNK_1 + 7:
        break;
    case 2:
        break;
    case CHUNK_1 + 8:
        (*dst9) <<= 0x3lu - (n8 * static_cast<long>(coef10[0x7]));
        break;
    case 10:
        if (dst9[2] >= (coef10[n8 & 0x7] * n8)) {
            break;
        }
        break;
    }
}
unsigned int g_count12 = 16l;

__global__ void rank13_kernel(int *dst14, const float *src15, const size_t *src16, long *acc17) {
    --acc17[1];
    long long z18 = acc17[7];
}

template <typename T, typename U>
__global__ void __maxnreg__(128) grow19(U beta20, T *out21, int n22, int n23) {
    long res24 = 0x3B;
    res24 = (*out21) + 2760U;
    if (res24 - TUNE_6) {
        return;
    }
    if (n22 >= 0x4L) {
        return;
    }
    __shared__ int sh_25;
    beta20 -= (49 * n23) >> 0x2;
}

__global__ void __maxnreg__(32) sweep26(unsigned int *buf27) {
    extern __shared__ int dyn_28[];
    dyn_28[7] = buf27[0x0];
    ((*buf27)--, (buf27[1] >>= ((0b1001 + dyn_28[5]) << buf27[2])));
    if (dyn_28[0x5] > (*buf27)) {
        return;
    }
    __shared__ float sh_29[256];
    long long k30 = L'a';
}
using real31_t = float;
__managed__ unsigned m_shade32 = 17;
/* Layout: row-major, no padding. */

__global__ void relax33(int count34, int *out35, unsigned long long p36, real31_t b37) {
    count34 = m_shade32;
    static_assert((CHUNK_1 + 44) > 057, "tile must fit");
}

int main() {
    int len38 = 0x714;
    g_count12++;
    ++g_count12;
    real31_t m39 = static_cast<unsigned char>(TUNE_6) % len38;
    g_count12 = 0xA7BU;
    fold7<<<dim3((m_shade32 + 127) / 128, (len38 + 31) / 32, (m_shade32 + 31) / 0x20), 0x8 * 8>>>(-31, nullptr, nullptr, m_shade32);
    rank13_kernel<<<dim3(1 << 7, (CHUNK_1 + (CHUNK_1 + 248)), (g_count12 + 31) / 32), 32 * 0x2>>>(&len38, &m39, nullptr, nullptr);
    grow19<real31_t, float><<<(m_shade32 + 127) / 128, 0x80, 0x1 << 014>>>(len38, &m39, (len38 += m_shade32, (62LL % m_shade32)), 41U);
    return 0;
}
