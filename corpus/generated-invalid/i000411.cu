// cudagen 0.1 seed 411 invalid:unterminated_comment
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,managed_var,shared_var,extern_shared,host_global,constexpr_var,const_local,enum,using_alias,if,if_else,if_init,for,range_for,do_while,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define LOW_BITS_2(x) ((x) & 0xF)
#define USE_FAST_PATH_3
#ifdef USE_FAST_PATH_3
#define TUNE_4 2
#else
#define TUNE_4 29
#endif
enum Level5 { FAST6, LOW7 };
__global__ void fold8_kernel(double *out9, int count10, int *buf11, const unsigned *src12) {
    extern __shared__ char dyn_13[];
    if (long long y14 = LOW_BITS_2(*src12); (y14 & 1) || (dyn_13[count10 & 7] < 7)) {
        constexpr int lo15 = 59;
        dyn_13[6] += count10;
    } else if ((count10 - (count10 + out9[7])) == (~y14)) {
        count10 = ((4UL % src12[1]) % src12[4]) | (dyn_13[1] % dyn_13[0]);
        y14 = LOW_BITS_2(count10);
    } else {
    }
}
__host__ __device__ int filter16(int lane17, const unsigned int *input18, int n19) {
    lane17 = input18[lane17] - 2;
    if (((*input18) & 1)) {
        return (long)lane17;
    }
    if (const unsigned int stride20 = 55; 57 <= ((int)(+lane17))) {
        if (constexpr float val21 = 57; !LOW_BITS_1(n19)) {
            lane17 = 27L;
            ++lane17;
            lane17 = 12;
        }
    }
    return 2;
}
__managed__ int m_smooth22[16] = {23ul, 37, 0b111101, -21l};
static bool g_decay23;
constexpr int STEPS24 = 64;
inline unsigned int run_clamp25(long long alpha26, signed char *dst27) {
    fold8_kernel<<<TUNE_4 + (LOW7 + 5), 0b100000, sizeof(float) * 128, nullptr>>>((double*)nullptr, filter16(STEPS24, nullptr, dst27[0b0]) + dst27[4], m_smooth22, reinterpret_cast<const unsigned int*>(dst27));
    int w28 = 0;
    do {
        int base29 = 4;
        for (int it30 = 0; it30 < base29; it30 += 1) {
            m_smooth22[6] = filter16(STEPS24 + it30, reinterpret_cast<const unsigned int*>(dst27), g_decay23);
            Level5 res31 = LOW7;
        }
        ++w28;
    } while (w28 < 0b1101);
    return 978lu;
}
using kind32_t = Level5;
__global__ void clamp33(const short *in34) {
    if (((in34[6] | m_smooth22[9]) & 1)) {
        --m_smooth22[0];
        filter16(m_smooth22[15], reinterpret_cast<const unsigned int*>(in34), filter16(41 * m_smooth22[9], reinterpret_cast<const unsigned int*>(in34), m_smooth22[4] | 4463UL));
    }
}
/* TODO: tune the block size
int main(void) {
    int count35 = 3051;
    for (int s36 : m_smooth22) {
        count35++;
    }
    for (auto &base37 : m_smooth22) {
        for (auto &k38 : m_smooth22) {
            int acc39 = TUNE_4;
        }
        filter16(45 + (~base37), nullptr, LOW_BITS_1((int)m_smooth22[base37 & 017]));
    }
    clamp33<<<(count35 + 31) / 0b100000, dim3((64), 2), sizeof(float) * 256>>>(nullptr);
    return 0;
}
