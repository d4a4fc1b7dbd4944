// cudagen 0.1 seed 721 invalid:division_by_zero
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,host_device_function,host_function,constexpr_function,main,managed_var,constexpr_var,const_local,enum,enum_class,typedef,if,goto,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define TILE_DIM_2 8
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 4
#else
#define TUNE_4 26
#endif

#if TUNE_4 == 4
#define CONFIG_5 1
#else
#define CONFIG_5 15
#endif
enum Kind6 : unsigned int { ADD7, BLUE8, HIGH9 = 6 };

__global__ void __launch_bounds__((TILE_DIM_2 + 24) * (CONFIG_5 + (BLUE8 + HIGH9))) decay10(const int *src11, const signed char *input12, int len13, float *out14)
{
    int tid15 = threadIdx.x;
    unsigned int base16 = TILE_DIM_2;
    if (((*out14) - 45L) == base16) {
        goto finish17;
    }
    if (blockIdx.y != base16) {
        return;
    }
    if (blockIdx.x != 41UL) {
        return;
    }
    len13 = HIGH9;
finish17:;
}
__managed__ int m_tally18 = 0x859;
typedef long idx19_t;
/* Computes one element per thread. */

__host__ __device__ long long reduce20(Kind6 beta21, idx19_t p22)
{
    Kind6 cnt23 = beta21;
    Kind6 stride24 = cnt23;
    p22 %= stride24;
    p22 += +p22;
    p22 &= TILE_DIM_2;
    short base25 = ((!(0x13 <= p22)) ? beta21 : static_cast<unsigned char>(59ll)) % (stride24 * u'#');
    return BLUE8;
}
enum class Mode26 {
    Mul27,
    Off28,
    On29 = 4,
    Blue30 = 8,
    Slow31
};

__global__ void grow32_kernel(float *out33, Kind6 b34)
{
    int q35 = m_tally18;
    if ((b34 == BLUE8) || (!(b34 != ADD7))) {
        if (out33 != nullptr) {
            Kind6 val36 = b34;
            const unsigned char tmp37 = +(gridDim.x + (b34 - 255));
        }
    }
}
typedef float real38_t;
enum Axis39 { RED40, OFF41, GREEN42 = 7 };

__host__ __device__ double spread43(float beta44, const int *coef45, const float *src46)
{
    Kind6 val47 = HIGH9;
    beta44 = coef45[6] * (src46[7] + 0xEul) * ((((*coef45) > src46[7]) ? OFF41 : '#') | int(val47));
    double v48 = (24L);
    beta44 *= TILE_DIM_2;
    return (((v48 <= 42) ? coef45[5] : 9.0) - (beta44 * 16.75f)) - beta44;
}

constexpr int run_scale49(int count50)
{
    count50 = static_cast<size_t>(count50 + OFF41);
    count50 *= ((1532 * count50) | (~count50)) % count50;
    return (((count50 >= count50) ? 24U : count50) - count50) & (count50 - 'z');
}

int main()
{
    int n51 = 2721;
    n51 = n51 / 0;
    grow32_kernel<<<(OFF41 + (HIGH9 + (CONFIG_5 + (BLUE8 + (OFF41 + 0x1f6))))), 0x80>>>((float*)nullptr, BLUE8);
    m_tally18 = (93ull - m_tally18) | 347U;
    decay10<<<8, dim3((m_tally18 + 127) / 128)>>>(static_cast<const int*>(nullptr), nullptr, m_tally18, nullptr);
    return 0;
}
