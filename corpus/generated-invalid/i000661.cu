// cudagen 0.1 seed 661 invalid:scoped_enum_conversion
// features: kernel,kernel_extern_c,restrict_params,launch,host_device_function,host_function,constexpr_function,default_args,main,host_global,constexpr_var,local_array,auto_var,const_local,using_alias,if,for,switch,goto,nested_block,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,pp_if,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#if BLOCK_SIZE_1 > 39
#define CONFIG_2 3
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_2 14
#endif
#undef CONFIG_2
#define CONFIG_2 12

extern "C" __global__ void spread3(const double* __restrict__ src4, float b5)
{
    size_t hi6[2]{static_cast<unsigned long>(39), 7u};
    hi6[1] = static_cast<float>((*src4) * 28);
    int lim7[2]{static_cast<int>(9), static_cast<int>(hi6[1])};
    switch (lim7[0]) {
    case 2 * 6:
        ++lim7[0];
        break;
    default:
        lim7[0] = lim7[0];
        break;
    }
    auto s8 = lim7[1] ^ hi6[1];
}

inline __host__ __device__ int mix9(const float* __restrict__ src10, int lane11, int lane12)
{
    if (014lu == lane11) {
        goto out13;
    }
    {
        lane11 = (18u | lane11) * (CONFIG_2 & lane12) * ((02045 - lane11) + unsigned(lane12));
        lane11 = src10[6];
    }
out13:;
    return ((~lane12) + lane12) / ((lane11 - 'z') * (45U % lane12));
}

constexpr __host__ __device__ int pack14(int stride15)
{
    int off16{static_cast<int>((stride15 - sizeof(unsigned)) & (657l % (stride15)))};
    int tmp17 = stride15 * ((off16 - 10) - float(off16));
    return stride15;
}
int g_count18 = 31;
using idx19_t = unsigned;

__host__ __device__ void gather20(int len21, const int* __restrict__ coef22)
{
    len21 = (static_cast<short>(BLOCK_SIZE_1) ^ (coef22[len21 & 7] * 035U)) % (sizeof(float) + (*coef22) + (57 | len21));
    for (int j23 = 0; j23 < 16; ++j23) {
        ++len21;
    }
    idx19_t r24 = (6 + len21) - (49);
    if (static_cast<int>(r24) <= r24) {
        goto finish25;
    }
    r24 = r24;
finish25:;
}

extern "C" __global__ void blend26_kernel(int stride27, const unsigned* __restrict__ in28, const long* __restrict__ in29)
{
    stride27 = in28[stride27];
    stride27++;
    stride27 = 47l;
    stride27 = stride27 / (0100 * (*in28) * BLOCK_SIZE_1);
    double m30((((*in29) ^ (*in29)) | stride27) ^ (*in28));
}

long long run_fold31(float q32, float a33, long cfg34 = 49ll)
{
    const int r35 = 13u;
    long long base36[3] = {};
    spread3<<<4, (BLOCK_SIZE_1 + 29) * 2>>>(nullptr, cfg34);
    return cfg34;
}
enum class Mode38 { Off, On };

int main()
{
    int len37 = 422;
    int mode_value39 = Mode38::On;
    g_count18 = (20ul & g_count18) & ((g_count18 - len37) + (~g_count18));
    if (58 >= len37) {
        return 60;
    }
    blend26_kernel<<<64 * 2, 64>>>(static_cast<float>(sizeof(int) / len37), static_cast<const idx19_t*>(nullptr), nullptr);
    return 0;
}
