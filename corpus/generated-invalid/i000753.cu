// cudagen 0.1 seed 753 invalid:global_device_combined
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_function,main,managed_var,shared_var,shared_2d,constexpr_var,local_array,enum_class,if,if_else,goto,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define CHUNK_1 16
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 4
#else
#define TUNE_7 34
#endif

#if CHUNK_1 % 2 == 0 || CHUNK_1 < 4
#define CONFIG_8 5
#else
#define CONFIG_8 10
#endif

template <typename T, int N = 4>
__global__ void blend9_kernel(T p10, double a11, const int* src12)
{
    unsigned i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    p10 = TUNE_7 * ((T)i13);
    if ((*src12) < 54) {
        return;
    }
}
__managed__ float m_kick14 = 15.f;
enum class Mode15 { Add16, Idle17, Slow18 = 7 };

static __device__ int trace19(float* __restrict__ out20, const int* in21)
{
    int r22 = 24L;
    unsigned int m23(4);
    m23 = ((int)((float)34l)) - MIN2_2(out20[m23], ~r22);
    return (short)((blockDim.y / 0b100011l) - m23);
}
#define DEFINE_MAP_KERNEL_24(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_24(map_blend25, double)
DEFINE_MAP_KERNEL_24(map_update26, int)

__device__ float fold27(int stride28)
{
    m_kick14 = 26;
    __shared__ int sh_29[3][CONFIG_8];
    return sizeof(int);
}

__global__ void march30_kernel(float* __restrict__ buf31, int* data32, const float* src33)
{
    int i34 = (blockIdx.x * blockDim.x) + threadIdx.x;
    data32[threadIdx.y & 0x7] = i34 * blockIdx.x;
    const short* tmp35 = nullptr;
}

__global__ void spread36(long p37)
{
    unsigned int i38 = (blockIdx.x * blockDim.x) + threadIdx.x;
    m_kick14 = p37;
    int res39 = 6;
    int x40 = m_kick14;
    int w41 = x40;
    if (((int)threadIdx.x) == CHUNK_1) {
        goto done42;
    }
    ACCUM_3(res39, (CONFIG_8));
done42:;
}

__global__ void gather43(unsigned int* __restrict__ data44, int* dst45)
{
    int idx46 = (blockIdx.x * blockDim.x) + threadIdx.x;
    data44[5] = (data44[idx46] + data44[threadIdx.x]) & ((dst45[idx46] & 14) * 39ul);
    m_kick14 = 17.f;
    int base47{idx46};
    if (base47 + 26l) {
        Mode15 x48 = Mode15::Add16;
        __shared__ short sh_49[0x2][4];
    } else {
    }
}

void check_reduce50(const float* src51, const float* input52, int* out53)
{
    int diff54 = CONFIG_8;
    gather43<<<dim3(8), 128>>>(nullptr, &diff54);
    map_update26<<<(diff54 + 0xff) / 0x100, (64), sizeof(float) * 64, (cudaStream_t)0>>>((int*)nullptr, 24 - (diff54 + 1899));
    diff54 = src51[6] * ((*out53) / (*out53));
}
__global__ __device__ void mixed_kernel57(int *p)
{
    p[0] = 1;
}

int main()
{
    int count55 = 0x39a;
    count55 = 19 / MIN2_2((long)m_kick14, 37 * m_kick14);
    ACCUM_3(count55, (CHUNK_1));
    blend9_kernel<long, 4><<<dim3((count55 + 255) / 256, (count55 + 31) / 32, sizeof(int) * 0x8), dim3((count55 + 0x3f) / 64), 0, (cudaStream_t)0>>>(-count55, count55, &count55);
    spread36<<<(count55 + 63) / 64, sizeof(unsigned int) * 0b1000000>>>(count55 - count55);
    if (count55 <= count55) {
        return m_kick14;
    }
    float cnt56[0x2 * 2]{static_cast<float>(count55), -8.875f, static_cast<float>(count55), 46U};
    map_blend25<<<1, 512, 0b0, 0>>>(nullptr, m_kick14);
    march30_kernel<<<dim3((count55 + 0x7F) / 128, (count55 + 127) / 128, (count55 + 31) / 32), dim3(sizeof(float) * (CHUNK_1 + 16), 1)>>>(&m_kick14, &count55, (const float*)nullptr);
    return 0;
}
