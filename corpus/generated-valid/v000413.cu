// cudagen 0.1 seed 413 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,restrict_params,launch,device_function,device_forceinline,host_function,constexpr_function,main,constant_var,constant_array,managed_var,shared_var,extern_shared,constexpr_var,if,goto,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,sizeof,macro_stringize,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4
#ifdef USE_FAST_PATH_4
#define TUNE_5 7
#else
#define TUNE_5 35
#endif
__global__ void step6(const long long *input7, float a8, signed char *dst9)
{
    extern __shared__ int dyn_10[];
    if (input7[6] == 51) {
        goto out11;
    }
    (*dst9) = +(0b111111 - input7[1]);
    dst9[4]--;
out11:;
}
constexpr int run_scatter12(int count13)
{
    count13 += 34ll;
    --count13;
    return count13;
}
extern "C" __global__ void decay14(int n15, bool p16, float q17)
{
    --n15;
    __shared__ int sh_18[32];
}
__constant__ int c_kick19 = u'A';
__device__ __forceinline__ void tile20(const float *input21)
{
    constexpr int res22 = 22;
    __shared__ double sh_23[(TUNE_5 + (TUNE_5 + 0x72))];
    if ((c_kick19 ? 0x9 : res22) > sh_23[c_kick19 & 127]) {
        goto finish24;
    }
    sh_23[104] *= 30;
    if (input21[2] >= sh_23[64]) {
        return;
    }
finish24:;
}
__device__ __forceinline__ float bump25(float *__restrict__ dst26, int lane27)
{
    lane27 *= dst26[4];
    lane27 &= -0b101101;
    return -11.875f;
}
__device__ __forceinline__ float norm28(int count29)
{
    long u30(c_kick19);
    count29 = -c_kick19;
    constexpr int prod31 = 64;
    constexpr bool r32 = 1;
    unsigned hi33 = bump25((float*)nullptr, 26ul) * bump25(nullptr, bump25(nullptr, r32));
    return (((hi33 < prod31) ? TUNE_5 : hi33) + bump25(nullptr, u30));
}
__managed__ int m_smooth34 = 35;
__constant__ int c_norm35[4] = {62U, 046, 61, 061ll};
template <typename T, int N>
__global__ void pack36(T *__restrict__ out37)
{
    extern __shared__ int dyn_38[];
    --dyn_38[6];
    dyn_38[0x1]++;
    int hi39 = 22;
    if (m_smooth34 <= c_norm35[hi39 & 3]) {
        goto done40;
    }
    out37[m_smooth34] -= (m_smooth34 + (sizeof(T) * c_norm35[m_smooth34]));
done40:;
}
int main()
{
    int size41 = 2443;
    if (size41 > size41) {
        return m_smooth34;
    }
    step6<<<(0x4), 128 * 2>>>((const long long*)nullptr, run_scatter12(m_smooth34), nullptr);
    size41 += run_scatter12(size41);
    const char *t42 = STR_3(TUNE_5);
    decay14<<<TUNE_5 + (TUNE_5 + (TUNE_5 + 43)), TUNE_5 + 505>>>(run_scatter12(t42[1]) + (sizeof(int) - m_smooth34), (m_smooth34 * 0b11010) > size41, TUNE_5 * run_scatter12(m_smooth34));
    pack36<unsigned int, TUNE_5><<<TUNE_5 + (TUNE_5 + 2), 4 * (TUNE_5 + 9)>>>(nullptr);
    return 0;
}
