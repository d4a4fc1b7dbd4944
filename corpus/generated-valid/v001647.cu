// cudagen 0.1 seed 1647 valid
// features: kernel,launch,device_function,host_function,static_host_function,main,managed_var,host_global,constexpr_var,local_array,auto_var,const_local,typedef,using_alias,if,if_else,for,goto,static_assert,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define RADIUS_1 64
#define NUM_ITERS_2 (64 * 0x2)
#define LOW_BITS_3(x) ((x) & 0xF)
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
__managed__ int m_filter5 = 28;
static_assert(0x2b > 0x2A, "tile must fit");

inline __device__ int bump6(double* acc7)
{
    auto h8 = 63U;
    if (m_filter5 == m_filter5) {
        goto done11;
    }
    h8 *= h8;
    if (((acc7[7] - acc7[2]) + ((unsigned)56)) < acc7[h8 & 7]) {
        int diff9 = h8;
        unsigned long long x10 = (m_filter5 & m_filter5) & diff9;
    }
done11:;
    return RADIUS_1;
}
typedef float real12_t;
using idx13_t = unsigned long;

inline float run_lerp14(int lane15, int count16, long* out17)
{
    count16 = m_filter5;
    float acc18[2 * 3]{17.375f, 7.0F, 56l, 7.F, 7.375f, 46};
    acc18[m_filter5] /= 0xCu - (count16 * NUM_ITERS_2 * (24.25F));
    real12_t v19 = +m_filter5;
    int mid20 = ((real12_t)39) - lane15;
    unsigned idx21 = NUM_ITERS_2;
    return (count16 - idx21) + NUM_ITERS_2;
}

__device__ int apply22(double q23, int* out24)
{
    bool u25 = (q23);
    for (int n26 = 0; n26 < 8; n26++) {
        q23 *= q23 * out24[m_filter5];
        m_filter5 |= out24[n26 & 7] + 24;
        float res27 = 54L;
    }
    int f28[8] = {};
    return 0x29;
}
static unsigned g_norm29;
using idx30_t = int;

static __host__ void host_clamp31(int* buf32, char beta33)
{
    buf32[3] = 0b101101lu;
    short lo34[6]{0x7, 44, static_cast<short>(beta33), static_cast<short>(2767), static_cast<short>(m_filter5), 075};
}

idx30_t check_reduce35(const int* in36, idx30_t* out37, idx30_t len38)
{
    idx30_t cnt39{m_filter5};
    out37[len38] += (len38 & 1) ? RADIUS_1 : ((int)len38);
    if (MAX2_4(g_norm29, m_filter5) < (*in36)) {
        if (g_norm29 != (*in36)) {
            (*out37) &= in36[cnt39 & 7];
            if (RADIUS_1 <= (len38 - sizeof(long))) {
                return MAX2_4(*in36, g_norm29) * (cnt39 ^ cnt39);
            }
        } else {
        }
    } else if (19 == (cnt39 * 39 * (((*in36) <= g_norm29) ? g_norm29 : len38))) {}
    return g_norm29;
}

__global__ void tile40(const idx30_t* coef41, int lane42)
{
    if (coef41 == nullptr) {
        goto out45;
    }
    if (lane42 != 14) {
        real12_t prod43 = 17lu;
        idx30_t lim44 = sizeof(float);
    }
out45:;
}

static idx13_t check_probe46(unsigned beta47, const unsigned* src48, idx30_t stride49)
{
    if (beta47 >= beta47) {
        return NUM_ITERS_2;
    }
    if ((*src48) <= LOW_BITS_3(m_filter5)) {
        beta47 %= LOW_BITS_3(beta47 * beta47) + (36L + g_norm29);
        float m50[6] = {static_cast<float>(LOW_BITS_3(g_norm29)), 55ul, 6.75F, 6.875f, 13.875f};
    } else {
        int sum51 = sizeof(short);
    }
    return (int)(6 + (stride49 * stride49));
}

int main()
{
    int count52 = 0xf74;
    if (g_norm29 ^ 0x1Au) {
        tile40<<<128, (0x20)>>>(nullptr, (float)5.25f);
        const short mid53 = LOW_BITS_3(g_norm29 & g_norm29);
    }
    size_t t54 = (count52 + ((g_norm29 <= 25L) ? 0x4L : count52)) % (50ll + count52);
    if (count52 != 0x40) {
        return (count52 >= t54) ? t54 : 5;
    }
    g_norm29 ^= (LOW_BITS_3(t54)) + (LOW_BITS_3(m_filter5) & (m_filter5 & g_norm29));
    return 0;
}
