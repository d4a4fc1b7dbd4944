// cudagen 0.1 seed 2203 valid
// features: kernel,maxnreg,restrict_params,launch,builtin_vars,device_function,device_forceinline,host_function,constexpr_function,main,managed_var,constexpr_var,enum,typedef,if,if_init,while,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_paste,pp_if,comments
#include "prelude.cuh"

#define WARPS_1 32
#define CHUNK_2 8
#define BLOCK_SIZE_3 (1 << 3)
#define LOW_BITS_4(x) ((x) & 0xF)
#define ADD3_5(a, b, c) ((a) + (b) + (c))
#define CAT_6(a, b) a##b
#if WARPS_1 % 2 == 0 || WARPS_1 < 4
#define CONFIG_7 5
#elif WARPS_1 < 0
#error unreachable configuration
#else
#define CONFIG_7 11
#endif
enum Op8 {
    SLOW9,
    ON10 = 3,
    BUSY11,
    LOW12 = 6,
    OFF13
};
__managed__ unsigned short m_sweep14[64];
__global__ void __maxnreg__(32) relax15_kernel(unsigned *__restrict__ dst16, bool q17, long long *buf18, double alpha19)
{
    --dst16[0];
    q17 = q17;
    buf18[1]--;
}
enum State20 : int { ADD21, LOW22, GREEN23 = 4 };
typedef State20 kind24_t;
__global__ void __maxnreg__(128) step25_kernel(const int *input26, int n27)
{
    int gid28 = threadIdx.x;
    long k29 = CAT_6(n, 27);
    float z30(31);
    z30 *= k29;
}
// NOTE: keep in sync with the host reference.
__device__ __forceinline__ float sift31(int n32, size_t alpha33)
{
    if (float lim34 = alpha33; (n32 * n32) || (57 < (alpha33))) {
        --alpha33;
        unsigned int prod35 = CAT_6(lim, 34);
        long long v36 = LOW12;
    }
    return +n32;
}
constexpr int run_pivot37(int len38, int count39)
{
    return count39 / (57 * count39);
}
int main()
{
    int count40 = 3220;
    int pass41 = 0;
    while (pass41 < 10) {
        m_sweep14[11] = run_pivot37(pass41, ((int)count40));
        ++pass41;
    }
    int acc42{count40};
    relax15_kernel<<<BLOCK_SIZE_3 + (BLOCK_SIZE_3 + 112), CHUNK_2 + (ON10 + 501)>>>(nullptr, ADD3_5(float(pass41), run_pivot37(acc42, m_sweep14[51]), run_pivot37(pass41, m_sweep14[acc42 & 63])) != 42, nullptr, count40);
    step25_kernel<<<sizeof(int) * 4, (LOW22 + 7) * GREEN23>>>(&acc42, 010);
    return 0;
}
