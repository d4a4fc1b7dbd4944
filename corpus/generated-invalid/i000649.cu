// cudagen 0.1 seed 649 invalid:negative_array_size
// features: kernel,launch,host_function,main,managed_var,constexpr_var,typedef,if,while,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void drift3_kernel(unsigned q4, int count5, const float *in6, signed char *data7) {
    int w8 = 0;
    while ((w8 < count5) && ((w8 >> 0x1) < 026l)) {
        ((*data7)--, (q4 >>= w8));
        ++w8;
    }
    data7[w8] = 63 - (MIN2_1(q4, q4) - w8);
    count5 = ((0b100 - q4) - w8) - (count5 | (data7[q4] += *in6, '\101'));
    double stride9 = 0.125 * (q4 - 18.25F);
    q4 &= q4;
}
typedef unsigned int idx10_t;
__managed__ double m_blend11 = 3.375;
inline constexpr long STEPS12 = 0x3;

__global__ void warp13(char *dst14, float *data15, const float *coef16) {
    constexpr double acc17 = 2.75f;
    m_blend11 += ((coef16[4] + sizeof(int)) - MIN2_1(dst14[7], *coef16));
    bool flag18 = !((((*dst14) & STEPS12) - m_blend11) >= (59 ^ dst14[1]));
    constexpr double k19 = 6.25F;
    m_blend11 -= MIN2_1(dst14[3] ^ (*dst14), 2 + m_blend11);
}
typedef int *ptr20_t;

int shade21(idx10_t b22) {
    drift3_kernel<<<(0b10000000), 512>>>(sizeof(double), MIN2_1(m_blend11, STEPS12), (const float*)nullptr, nullptr);
    warp13<<<1 << 7, 0x1 << 7>>>(nullptr, nullptr, nullptr);
    if (b22 > m_blend11) {
        return +m_blend11;
    }
    if (b22 + b22) {
        return 39ULL | b22;
    }
    int lo23 = 6 + ((long)((float)m_blend11));
    int res24 = sizeof(unsigned short) * m_blend11;
    warp13<<<(b22 + 63) / 64, STEPS12 + 0b1111101>>>((char*)nullptr, nullptr, nullptr);
    return ((long)0x2UL) + b22;
}
int buf26[0 - 4];

int main() {
    int size25 = 1902;
    warp13<<<(STEPS12 + 0xfd), STEPS12 + (STEPS12 + (STEPS12 + 247))>>>(nullptr, nullptr, nullptr);
    size25 = -11;
    m_blend11 *= +((m_blend11 += m_blend11, size25) % size25);
    return 0;
}
