// cudagen 0.1 seed 616 invalid:attribute_on_variable
// features: kernel,launch_bounds,restrict_params,launch,builtin_vars,device_function,host_device_function,host_function,main,managed_var,static_local,struct,aligned_struct,enum_class,if,goto,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
enum class Level3 {
    Idle4,
    High5,
    On6 = 6,
    Off7,
    Slow8
};
/* Layout: row-major, no padding. */

__device__ unsigned short pack9(float a10, Level3 a11)
{
    a10 += (int)32l;
    if (29 != (a10)) {
        return a10;
    }
    a10++;
    return (MIN2_2(a10, a10) - blockDim.x) + a10;
}
enum class Phase12 {
    Red13 = 1,
    On14 = 3,
    Mul15 = 7,
    Low16 = 11,
    Red17 = 16
};
__managed__ double m_scale18[4];

struct __align__(8) Vec19 {
    int weight20;
    long sum21;
    unsigned int flag22;
};

__host__ __device__ char filter23(int n24, const Vec19 &cfg25, float q26)
{
    Vec19 prod27 = cfg25;
    --q26;
    n24 = 57;
    q26 += 14.25f + ((n24 << 0b110) - (18.125F / cfg25.sum21));
    prod27.weight20 ^= cfg25.sum21;
    n24 = (40 >> n24) & cfg25.weight20;
    unsigned int e28 = q26;
    return MIN2_2(n24 * e28, sizeof(Vec19) / (cfg25.flag22 * cfg25.flag22));
}

double check_warp29(int stride30, float cfg31)
{
    if ((cfg31 >= m_scale18[3]) && (cfg31 > cfg31)) {
        return m_scale18[1];
    }
    Phase12 off32 = Phase12::Red17;
    if (m_scale18[stride30 & 3] >= m_scale18[1]) {
        goto skip33;
    }
    cfg31++;
skip33:;
    return 31;
}

__global__ void __launch_bounds__(32) lerp34_kernel(unsigned char *dst35, float *__restrict__ buf36, int *__restrict__ acc37, int lane38)
{
    int idx39 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx39 >= lane38) {
        return;
    }
    double prod40 = dst35[lane38];
    m_scale18[3]++;
    prod40--;
    dst35[idx39 & 7] ^= dst35[2];
    int diff41 = buf36[0];
}

int check_score42(const short *__restrict__ src43, long b44)
{
    m_scale18[b44] *= (unsigned int)HALF_1((*src43) / b44);
    b44 = 57 * ((b44 - m_scale18[b44 & 3]) * (b44 += m_scale18[3], 26U));
    m_scale18[b44 & 3]--;
    m_scale18[1] = long(58lu / m_scale18[0]) | (64 * src43[0]);
    lerp34_kernel<<<(b44 + 31) / 0b100000, 32 * 2>>>((unsigned char*)nullptr, nullptr, nullptr, 9l);
    static_assert(sizeof(int) == 4);
    ++b44;
    return 4lu;
}
__host__ int misplaced47;

int main()
{
    int count45 = 2487;
    static float val46 = 24.125f;
    val46 = m_scale18[count45 & 3];
    return 0;
}
