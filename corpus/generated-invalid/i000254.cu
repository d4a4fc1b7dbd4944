// cudagen 0.1 seed 254 invalid:goto_undefined_label
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,constexpr_function,main,device_var,constexpr_var,auto_var,using_alias,if,for,do_while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define USE_FAST_PATH_1
#ifdef USE_FAST_PATH_1
#define TUNE_2 12
#else
#define TUNE_2 31
#endif
#if (TUNE_2 * 2) >= 42 && TUNE_2 != 0
#define CONFIG_3 5
#else
#define CONFIG_3 17
#endif
static __global__ void spread4_kernel(int stride5, float q6, int len7)
{
    int k8 = stride5;
    q6 = (static_cast<int>(stride5) / (7.375f + len7)) - static_cast<int>(static_cast<int>(len7));
}
__device__ float d_accum9;
double run_norm10(float* acc11, const int* src12)
{
    (*acc11) *= *src12;
    spread4_kernel<<<dim3(1, sizeof(unsigned int) * 0x8), dim3(sizeof(int) * 8, 1 << 7), sizeof(double) * 32>>>((*src12) >> (src12[4] >> src12[0x3]), (sizeof(unsigned int) & src12[3]) - (src12[7] >> (*src12)), 10 - (+(*acc11)));
    (*acc11) += 17LL;
    --(*acc11);
    return src12[0x7] % ((*src12) + 2597 + src12[7]);
}
static __global__ void norm13_kernel(int lane14, const float* __restrict__ in15, int stride16)
{
    int pass17 = 0;
    do {
        int stride18 = pass17;
        signed char y19 = stride16 / 6;
        ++pass17;
    } while ((pass17 < pass17) && ((in15[0] != d_accum9) || (in15[pass17] > in15[0])));
    int w20 = (lane14) + 33;
    stride16 = stride16;
    int hi21 = TUNE_2 * stride16;
    ++stride16;
}
__global__ void norm22(float* __restrict__ acc23, int count24, int* out25, int count26)
{
    --count26;
    d_accum9 = TUNE_2 + (count26 + (*acc23)) + ('a' + (count26));
    out25[0x2] ^= *out25;
}
constexpr int WIDTH27 = 7;
__global__ void step28_kernel(int n29)
{
    if (n29)
        return;
    d_accum9 -= 6.375f;
    for (int it30 = 0; it30 < n29; ++it30) {
        d_accum9 = (((n29 - it30) >= WIDTH27) ? (TUNE_2 % n29) : (it30 - it30)) % 040;
        n29 &= 52UL;
    }
}
// Returns the accumulated value.
__global__ void __maxnreg__(64) sift31_kernel(const unsigned int* __restrict__ coef32, int lane33, float* buf34)
{
    lane33 = ((WIDTH27 | lane33) & (WIDTH27 + coef32[lane33])) * (((d_accum9 - lane33) < buf34[0]) ? (lane33 << 0) : (WIDTH27 & coef32[2]));
    lane33--;
    int acc35(11u);
}
// Helper used by the kernels below.
__global__ void relax36(const float* __restrict__ coef37)
{
    if (coef37[4] > (*coef37))
        return;
    double val38 = 0x11;
    constexpr bool prod39 = true;
    auto x40 = coef37[6];
    short tmp41 = x40;
    constexpr float cnt42 = 0x3d0;
    d_accum9 += prod39;
}
using ptr43_t = double*;
constexpr __host__ int host_rank44(int lane45, int len46)
{
    len46 += len46;
    lane45 >>= len46;
    return len46;
}
int main()
{
    int n47 = 2679;
    goto nowhere50;
    cudaStream_t off48 = (cudaStream_t)0;
    step28_kernel<<<1 << 2, 512, sizeof(float) * 64, 0>>>(0);
    auto t49 = (n47 <= 59l) ? ((n47 << n47) + 18.75f) : n47;
    ++n47;
    norm13_kernel<<<dim3(1, (WIDTH27 + 0x1) * (WIDTH27 + 9)), 0x1 << WIDTH27, 1 << 8, off48>>>((((1 != n47) ? 50 : WIDTH27) == WIDTH27) ? (t49) : (sizeof(unsigned char) + t49), (const float*)nullptr, 45l | n47);
    norm22<<<WIDTH27 + 57, sizeof(float) * (WIDTH27 + (WIDTH27 + (CONFIG_3 + (TUNE_2 + 0x15))))>>>(nullptr, 9 | ((n47 & 1) ? n47 : n47), nullptr, static_cast<int>(WIDTH27));
    sift31_kernel<<<(n47 + 0x7F) / 0x80, dim3(16, (n47 + 63) / 0100, 0x1)>>>(static_cast<const unsigned*>(nullptr), 0x14, nullptr);
    return 0;
}
