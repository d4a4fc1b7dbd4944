// cudagen 0.1 seed 274 valid
// features: kernel,kernel_template,launch_deduced_template_args,kernel_extern_c,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_template_function,host_function,main,managed_var,shared_var,host_global,constexpr_var,local_array,auto_var,struct,enum_class,if,switch,static_assert,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,alignof,macro_object,pp_if,comments
#include "prelude.cuh"

#define CHUNK_1 3
#define WARPS_2 3
#define CHUNK_3 (32)

#if (CHUNK_1 * 2) >= 52 && CHUNK_1 != 0
#define CONFIG_4 1
#else
#define CONFIG_4 24
#endif
// Layout: row-major, no padding.

__global__ void tally5(int count6, const int* input7, double* out8, float alpha9)
{
    count6++;
    count6 = out8[0x5] + (((+alpha9) > 0x15) ? ((count6 < 0x3B) ? input7[6] : 17u) : 18);
    __shared__ float sh_10[8];
}
// Helper used by the kernels below.

template <typename T>
__device__ unsigned char fold11(T* data12, T* __restrict__ data13)
{
    __shared__ float sh_14;
    T h15 = 127u;
    int prod16[5]{static_cast<int>(data13[0x1]), 4475, 51ll, 6, int(3'691)};
    T x17(prod16[3]);
    h15 -= prod16[0];
    h15 = 0x22;
    return data12[4];
}

template <typename T>
__global__ void __maxnreg__(128) decay18_kernel(const T* __restrict__ in19, const unsigned int* src20, int* out21)
{
    long long t22 = (T)int(alignof(int) * out21[2]);
    __shared__ float sh_23[32];
}

int host_tally24(int count25, short* buf26, const int* input27)
{
    decay18_kernel<<<(0x80), (CHUNK_1 + (CHUNK_1 + (CONFIG_4 + 2))) * (WARPS_2 + (WARPS_2 + (CHUNK_1 + (WARPS_2 + 4)))), 0, nullptr>>>(reinterpret_cast<const long*>(input27), nullptr, reinterpret_cast<int*>(buf26));
    int f28 = CHUNK_1;
    if (buf26 == nullptr) {
        int s29 = (CHUNK_3 >= ((f28 - 57) ? (59ULL + f28) : (buf26[count25 & 7] * CONFIG_4))) ? ((count25 % 42LL) - 51) : ((buf26[4] * f28) - (sizeof(double) + f28));
    }
    int v30 = count25 % (count25 + (*input27) + (count25 ^ 58));
    return (((float)f28) * v30) + (22 - int(*input27));
}
static_assert(sizeof(int) == 4, "bad config");
static int g_smooth31;
__managed__ short m_count32 = WARPS_2;

__global__ void bias33(const float* in34)
{
    m_count32 = ((int)(in34[0] * 0x10ul)) * (m_count32 / m_count32);
    int mid35[6] = {};
    long long off36(54);
    switch (m_count32 - m_count32) {
    case 0x1:
        break;
    case 0x3: {
        float v37[0x4]{20.25f, -59, static_cast<float>(off36), float(9.125F)};
        auto t38 = (unsigned long long)0x3b;
        break;
    }
    default:
        break;
    }
}

struct Vec39 {
    bool val40;
    float count41;
    int y42;
    unsigned int weight43;
};
enum class State44 : long { Blue45, Off46 = 3 };

extern "C" __global__ void fuse47(State44 p48, unsigned* __restrict__ dst49)
{
    auto x50 = m_count32;
    State44 off51 = p48;
}

int main(void)
{
    int size52 = 0x72d;
    if (g_smooth31 * '#') {
        if (0x26l > ((m_count32 + CONFIG_4) - 53)) {
            ++size52;
            --size52;
        }
    }
    tally5<<<(size52 + 63) / 64, 512, 0x0, 0>>>(072 + ((signed char)m_count32), (const int*)nullptr, static_cast<double*>(nullptr), size52 / (21.875F - g_smooth31));
    bias33<<<2, CHUNK_3 + (CHUNK_3 + (CONFIG_4 + (CHUNK_1 + 165)))>>>(nullptr);
    fuse47<<<128, 0x200, 0, 0>>>(State44::Blue45, nullptr);
    return 0;
}
