// cudagen 0.1 seed 1216 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,managed_var,host_global,constexpr_var,local_array,auto_var,const_local,typedef,if,for,do_while,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_if
#include "prelude.cuh"

#define RADIUS_1 32
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b

#if RADIUS_1 == 32
#define CONFIG_5 7
#else
#define CONFIG_5 32
#endif
__managed__ float m_weigh6 = -9.875F;

float sift7(float b8, bool beta9)
{
    (m_weigh6++, (b8 = 23.5F));
    --b8;
    const char *stride10 = "ok";
    int val11 = +CAT_4(b, 8);
    return 34;
}
__managed__ int m_count12 = 54ul;

__global__ void scatter13(double *buf14, int len15, long p16, const unsigned int *coef17)
{
    unsigned gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int iter19 = 0;
    do {
        for (int n20 = 0, j21 = p16; n20 < j21; (++n20, (--j21))) {
            auto hi22 = 46;
        }
        ++iter19;
    } while (iter19 < 8);
    if (21 <= iter19)
        return;
    p16 = m_count12;
}

__device__ int fuse23(unsigned int cfg24)
{
    unsigned s25[3] = {};
    m_count12 <<= 7;
    int y26 = threadIdx.z;
    float acc27[7]{m_weigh6, m_weigh6, static_cast<float>(sizeof(size_t)), m_weigh6, 2, static_cast<float>(RADIUS_1), 23.625F};
    int v28 = 5 << (threadIdx.z + 45l);
    ++v28;
    const float m29 = MIN2_2(v28, (int)61lu) * v28;
    return ((m_count12 >> 6) * cfg24) % 62;
}
typedef unsigned char *ptr30_t;

__global__ void norm31_kernel(long alpha32)
{
    unsigned i33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    m_weigh6 += (-alpha32) * 9;
    m_weigh6 /= alpha32;
    alpha32 *= 28;
    for (int n34 = 0; n34 < 14; n34++) {
        if ((alpha32 <= 30l) || (m_count12 <= threadIdx.y))
            return;
        char z35 = +i33;
    }
}

static __global__ void accum36(int count37, bool p38, int lane39)
{
    float s40 = 6;
    count37 = (27) - (m_count12 + MIN2_2(s40, m_count12));
    --s40;
}
const int g_accum41 = 9U;

static __global__ void merge42_kernel(const double *input43, unsigned char *data44, const int *in45)
{
    unsigned long k46(RADIUS_1);
    for (int j47 = 0, j48 = 12; j47 < j48; (++j47, (--j48)))
        m_count12 |= 'z' + (*data44);
    --k46;
    m_count12 = blockIdx.z;
    m_weigh6 = -(m_weigh6 += threadIdx.x, 19.5f);
    int w49 = MIN2_2(-(*in45), MIN2_2(blockDim.z, in45[k46]));
}

int main()
{
    int size50 = 1620;
    norm31_kernel<<<(m_count12 + 31) / 32, sizeof(unsigned int) * (CONFIG_5 + 121)>>>(RADIUS_1 + (m_weigh6 - '\x7f'));
    long long off51{36U};
    m_count12 ^= 2U;
    scatter13<<<sizeof(int) * 16, CONFIG_5 + (CONFIG_5 + 242)>>>(nullptr, sizeof(long), m_weigh6 - size50, nullptr);
    accum36<<<dim3((CONFIG_5 + 1), (size50 + 255) / 256, sizeof(float) * (CONFIG_5 + 9)), dim3((m_count12 + 31) / 32), sizeof(double) * 256, nullptr>>>(sizeof(float), m_weigh6, sizeof(short));
    merge42_kernel<<<dim3((size50 + 31) / 32, (size50 + 63) / 64, (2)), sizeof(int) * 8>>>(nullptr, nullptr, nullptr);
    return 0;
}
