// cudagen 0.1 seed 1213 valid
// features: kernel,kernel_static,launch,launch_dim3,device_function,host_device_function,host_function,default_args,main,shared_var,shared_2d,host_global,constexpr_var,local_array,if,nested_block,static_assert,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_char_prefix,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 15
#else
#define TUNE_7 42
#endif
#undef TUNE_7
#define TUNE_7 2

__device__ float bump8(float *buf9, unsigned long b10, bool cfg11)
{
    b10 = (CAT_5(b, 10) + CAT_5(cfg, 11)) ^ (47 * ((unsigned char)cfg11));
    b10 = (CAT_5(cfg, 11) | (cfg11 ^ ' ')) % cfg11;
    ++(*buf9);
    (*buf9) = TUNE_7;
    return (TUNE_7) * cfg11;
}

__global__ void bias12_kernel(int stride13, const long long *coef14, int stride15, int n16)
{
    stride13 = stride15;
    stride13--;
}

static __global__ void pack17_kernel(int stride18, const signed char *coef19, float *data20, const int *in21)
{
    if (((unsigned int)(*data20)) > TUNE_7)
        return;
    float m22[6] = {5.0F, 9.0F, 0x1p2f, 22.F};
    (*data20) = (TUNE_7 | in21[0x0]);
    m22[stride18]--;
    short mid23 = (0xE & coef19[0]) - LOW_BITS_1(coef19[0x6]);
    mid23 = m22[3];
    m22[stride18] = double(data20[stride18] * mid23) + data20[mid23];
}
/* Returns the accumulated value. */

__host__ __device__ size_t bump24(int count25, int n26, bool cfg27 = false)
{
    unsigned long long h28 = +(u'#' - count25);
    float e29[5] = {float(14.0f - count25), static_cast<float>(count25), 17U};
    return n26 + LOW_BITS_1(count25);
}
static bool g_tile30;
// Returns the accumulated value.

__global__ void split31_kernel(char *data32, unsigned short *buf33, unsigned char *buf34)
{
    {
        (*buf33) = TUNE_7;
        ++buf34[6];
    }
    float acc35 = bump24((0x6 - (*buf34)) / bump24(buf34[5], 1561UL, (*buf34) <= (*data32)), *buf33);
    __shared__ int sh_36;
    __shared__ float sh_37[(14)][10];
}

void run_mix38(int len39, double *dst40, int count41)
{
    dim3 off42((count41 + 127) / 128, TUNE_7 * TUNE_7, 1 << (TUNE_7 + 4));
    int sum43(TUNE_7);
    sum43++;
}

int main()
{
    int count44 = 1167;
    float off45 = ((g_tile30 | 10) - (count44 - g_tile30)) & (TUNE_7 + bump24(CAT_5(count, 44), 0x21, false));
    static_assert((sizeof(int) * (11)) == 44, "bad config");
    off45 = 3.25F;
    bias12_kernel<<<(count44 + 127) / 128, 128>>>((0x23 % g_tile30) ^ (TUNE_7 >> g_tile30), nullptr, off45 + 39l, bump24(U' ' * g_tile30, 10l, TUNE_7 >= (g_tile30 + 14)));
    pack17_kernel<<<dim3((count44 + 31) / 0x20), (TUNE_7 + (TUNE_7 + 252))>>>((g_tile30 & TUNE_7), static_cast<const signed char*>(nullptr), nullptr, nullptr);
    split31_kernel<<<(count44 + 255) / 256, dim3((count44 + 255) / 256, 16)>>>((char*)nullptr, static_cast<unsigned short*>(nullptr), nullptr);
    return 0;
}
