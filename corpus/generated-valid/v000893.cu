// cudagen 0.1 seed 893 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,grid_constant,launch,launch_shared_mem,launch_stream,main,shared_var,constexpr_var,local_array,auto_var,const_local,struct,if,for,goto,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_stringize,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 11
#else
#define TUNE_7 46
#endif
#if (TUNE_7 * 2) >= 17 && TUNE_7 != 0
#define CONFIG_8 4
#elif TUNE_7 < 0
#error unreachable configuration
#else
#define CONFIG_8 11
#endif

__global__ void __launch_bounds__(512 * 2) warp9_kernel(int lane10, const int* src11, int n12)
{
    lane10 = CONFIG_8;
    __shared__ unsigned long long sh_13;
    unsigned long q14 = (*src11) | sh_13;
    if (src11[lane10 & 7] >= q14) {
        return;
    }
    __shared__ int sh_15[64];
    constexpr float e16 = 1.625f;
}

struct Node17 {
    float hi18;
    int count19, sum20;
    int x21;
};
// Returns the accumulated value.

template <typename T, typename U>
__global__ void rank22_kernel(const U* input23, U p24, const U* coef25, __grid_constant__ const Node17 cfg26)
{
    p24 = 1UL - (-p24);
    char flag27 = coef25[1];
    ACCUM_3(p24, (11.125 - flag27));
    p24 = 8.75;
    for (int it28 = 0; it28 < 6; ++it28) {
        float base29[8] = {static_cast<float>(37 | cfg26.count19), static_cast<float>((*coef25) - 5), -21.5f, 21.0F, static_cast<float>(6.125F), 23};
    }
    (--flag27, (p24 = *input23));
}
// Helper used by the kernels below.

__global__ void bump30_kernel(short a31)
{
    if (!(a31 != a31)) {
        goto skip35;
    }
    if ((a31 ^ a31) != 32u) {
        return;
    }
    for (int n32 = 0, j33 = a31; n32 < j33; (++n32, (--j33))) {
        const int lo34 = a31;
        ++a31;
        a31 = ((lo34 + lo34) * (j33 | a31)) - ((lo34 ^ 19UL) - (28u * n32));
    }
    a31 = TUNE_7 - static_cast<int>(a31);
skip35:;
}
constexpr int TILE36 = (2);

__global__ void tally37_kernel(__grid_constant__ const Node17 q38, long* data39, const float* src40, int len41)
{
    long v42 = len41;
    data39[0] = 40lu + len41;
    len41 = (-(TILE36 - len41)) + (v42 | (TILE36 % v42));
    Node17 val43 = q38;
    int u44 = (20UL) / (q38.count19 * src40[len41]);
    auto h45 = ((4313 + data39[v42 & 7]) * (1773L % v42)) ^ (((*data39) % data39[len41]) * 59u);
}

int main(void)
{
    int size46 = 3859;
    if ((size46 * TUNE_7) >= 50ULL) {
        return size46;
    }
    if (size46 != size46) {
        return +(TILE36 + size46);
    }
    const char* off47 = STR_5(CONFIG_8);
    warp9_kernel<<<(size46 + 63) / 64, (TILE36 + (CONFIG_8 + 10)) * (TILE36 + TILE36), sizeof(int) * 64, nullptr>>>(TILE36, (const int*)nullptr, size46);
    rank22_kernel<unsigned int, float><<<TILE36 + 6, 32>>>(nullptr, (size46 += TILE36, (-53)), static_cast<const float*>(nullptr), Node17{6.0f, TILE36, 62, 52});
    bump30_kernel<<<(size46 + 255) / 256, (CONFIG_8 + (TILE36 + 26))>>>(TILE36);
    return 0;
}
