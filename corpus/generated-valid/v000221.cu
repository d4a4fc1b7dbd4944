// cudagen 0.1 seed 221 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,managed_var,host_global,constexpr_var,enum,if,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define DEFINE_MAP_KERNEL_6(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_6(map_gather7, int)
static unsigned int g_pack8;
__managed__ long m_kick9 = 64;
enum Op10 { ON11, RED12 };
enum State13 { OFF14, HIGH15 = 2, GREEN16, GREEN17 };

__host__ __device__ float sweep18(unsigned int alpha19, int len20, int n21)
{
    ACCUM_2(len20, ('a'));
    if (((len20 - 0x13lu) & (alpha19 += len20, n21)) != ((int)alpha19)) {
        if (0b10 > (alpha19 += 'A', len20)) {
            return GREEN16;
        }
    }
    (n21++, (n21 <<= alpha19));
    unsigned int h22 = 22;
    return 46LL;
}
enum Op23 { LOW24, BUSY25, ADD26, SLOW27 };

__host__ __device__ int blend28(const int *src29, Op10 b30, int len31)
{
    int s32 = (len31 += src29[len31], SQR_1(len31 * 11));
    float base33 = (((float)1.F) - (CAT_5(b, 30) - 10)) + ((len31 | src29[len31 & 0x7]) + 1199);
    return 1427;
}

template <typename T>
__global__ void fuse34(T *data35, T *__restrict__ dst36, const char *in37)
{
    int i38 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Op23 cnt39 = ADD26;
    if (data35 != nullptr) {
        return;
    }
    dst36[2] *= (sizeof(T) + ((T)data35[5])) * (21.875F + in37[5] + 127lu);
    float *lo40 = nullptr;
}

int main(void)
{
    int n41 = 3839;
    if (((-m_kick9) - SQR_1(n41)) < ((long)n41)) {
        n41 += g_pack8 << (n41 += m_kick9, (n41 += 53, 63));
        dim3 cnt42((m_kick9 + 0xff) / 256, 0x1 << (ADD26 + (GREEN17 + 0x1)), (m_kick9 + 127) / 128);
    }
    map_gather7<<<2, 1 << (RED12 + (SLOW27 + BUSY25)), 1 << 0b1100, (cudaStream_t)0>>>(&n41, SQR_1(SQR_1(n41)));
    fuse34<unsigned int><<<dim3((n41 + 127) / 128, 2 * 0x4, 1 << 7), 512, sizeof(float) * 0x100, nullptr>>>(&g_pack8, nullptr, nullptr);
    float idx43{' '};
    return 0;
}
