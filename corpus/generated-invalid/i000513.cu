// cudagen 0.1 seed 513 invalid:bad_initializer_type
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,host_function,main,constant_var,constant_array,constexpr_var,local_array,auto_var,const_local,static_local,namespace,nested_namespace,if,goto,nested_block,static_assert,ternary,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_ref,lambda_generic,lambda_launch,pp_ifdef,pp_if
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 11
#else
#define TUNE_2 36
#endif

#if TUNE_2 % 2 == 0 || TUNE_2 < 4
#define CONFIG_3 8
#else
#define CONFIG_3 32
#endif
__constant__ int c_step4 = 45;

__global__ void relax5_kernel(int count6, const float* __restrict__ input7, const int* coef8)
{
    if (float(*input7) != (*input7)) {
        goto done9;
    }
    count6 *= -23;
    if ((count6 * 17) > input7[c_step4 & 0b111])
        return;
done9:;
}
__constant__ int c_smooth10[4] = {24L, 44ul, 42, -7};

inline void check_fold11(float beta12, unsigned int* __restrict__ buf13)
{
    long long h14[8] = {};
    auto sum15 = 1.625f;
    auto step17 = [](auto s16) {
        {
            relax5_kernel<<<CONFIG_3, (TUNE_2 + 245) * 2, 256>>>(-44, nullptr, nullptr);
            relax5_kernel<<<(8), 64>>>(static_cast<unsigned int>(s16), nullptr, (const int*)nullptr);
        }
        return s16 * 2;
    };
    step17(static_cast<int>(beta12));
    unsigned int e18 = h14[6];
    if (beta12 == sum15)
        return;
    const unsigned char* flag19 = nullptr;
    int flag20 = CONFIG_3;
}

namespace kern21 {
__global__ void drift22_kernel(int n23, unsigned int beta24, int len25, int n26)
{
    double val27 = n23 - ((0b101011 * len25) + static_cast<double>(51));
    const int z28 = CONFIG_3;
    int diff29(CONFIG_3);
    unsigned int mid30 = val27 + 11l;
}
} // namespace kern21

namespace gpu31::sub32 {
template <typename T, int N>
__global__ void rank33(T* out34, int stride35, int len36, T cfg37)
{
    T s38(15.0);
    const int* k39 = &len36;
}

template <class T, int N>
__global__ void combine40_kernel(const T* coef41)
{
    static_assert(sizeof(int) == 4);
    auto res42 = c_smooth10[c_step4] - c_smooth10[c_step4 & 3];
    unsigned s43[7]{unsigned(27), 1645u, static_cast<unsigned int>(res42), unsigned(55L), 7, unsigned(*coef41), 56U};
    if ((res42 - N) > res42)
        return;
    T lo44 = (CONFIG_3 ^ res42);
    float off45 = ((s43[0] / CONFIG_3) > s43[res42]) ? (s43[res42] - res42) : 5.125f;
}

int run_apply46(int* dst47)
{
    if (((int)(*dst47)) != CONFIG_3)
        return 38ul;
    dst47[4] = 'A' - (*dst47);
    float e48[(8)]{40, 40u, 8.0F, float(1006), static_cast<float>(dst47[7]), -13.375F, 0b110010, -12.0F};
    dst47[4] %= CONFIG_3;
    auto lo49 = (long)((dst47[0b110] * (*dst47)) % (*dst47));
    float* lo50 = e48;
    return e48[lo49 & 7];
}
} // namespace gpu31::sub32

int main()
{
    int count51 = 4074;
    float *ptr55 = 3;
    kern21::drift22_kernel<<<512, 64, sizeof(int) * 256>>>(short(sizeof(char) - count51), (count51 | CONFIG_3) & count51, count51, count51);
    auto lam52 = [&]() -> float {
        count51 = (CONFIG_3);
        count51 ^= count51 * (CONFIG_3 ^ count51) * 6;
        return -(8.875f * count51);
    };
    const unsigned val53 = count51;
    count51 += count51;
    static unsigned int t54 = 49lu;
    gpu31::sub32::rank33<double, 3><<<8 * 4, 128, 0>>>(nullptr, -32, (unsigned)(27 + t54), count51);
    gpu31::sub32::combine40_kernel<float, 8><<<TUNE_2 + (TUNE_2 + (CONFIG_3 + 10)), TUNE_2 + (TUNE_2 + 42), 1024 * 4>>>(static_cast<const float*>(nullptr));
    return 0;
}
