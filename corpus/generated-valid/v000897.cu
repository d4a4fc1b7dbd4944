// cudagen 0.1 seed 897 valid
// features: kernel,kernel_static,restrict_params,launch,builtin_vars,device_function,main,managed_var,shared_var,extern_shared,constexpr_var,if,for,pragma_unroll,while,switch,switch_fallthrough,nested_block,shift,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,pp_ifdef,pp_if
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 14
#else
#define TUNE_4 41
#endif
#if TUNE_4 == 41
#define CONFIG_5 6
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 31
#endif

__global__ void bias6(const char *__restrict__ input7, unsigned char p8, const double *__restrict__ src9, float *__restrict__ dst10)
{
    extern __shared__ int dyn_11[];
    int gid12 = threadIdx.x;
    for (int i13 = 0; i13 < gid12; ++i13) {
        short x14 = (2683u + dyn_11[gid12]);
    }
    --p8;
    __shared__ int sh_15[256];
}
__managed__ int m_spread16 = 16;

__device__ void combine17(float beta18, int lane19, long long a20)
{
    m_spread16 = beta18;
    float stride21 = (unsigned char)blockDim.x;
}

inline __device__ float fuse22(double *dst23, int lane24, float cfg25)
{
    {
        __shared__ int sh_26;
        if (gridDim.y)
            return -dst23[1];
    }
    cfg25 = 043ull * dst23[1];
    #pragma unroll
    for (int j27 = 0; j27 < (5 * 3); j27++) {
        ++lane24;
        cfg25++;
    }
    return blockIdx.x;
}

static __global__ void merge28(int len29, unsigned int *out30, const int *in31, const unsigned short *__restrict__ in32)
{
    int tid33 = threadIdx.x;
    if (tid33 >= len29)
        return;
    (*out30) = 27;
    m_spread16++;
}
__managed__ float m_lerp34 = 35ull;

__global__ void pivot35_kernel(const float *in36)
{
    int idx37 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++m_lerp34;
    if (gridDim.z)
        return;
    int w38 = 0;
    while (w38 < m_spread16) {
        switch (w38 - w38) {
        case 7: {
            short int idx39{static_cast<short>((CONFIG_5))};
            [[fallthrough]];
        }
        case 0: {
            int q40 = idx37;
            m_spread16 = m_spread16;
            break;
        }
        case (1):
            break;
        case (3):
            break;
        default:
            break;
        }
        ++w38;
    }
}

int main()
{
    int size41 = 02602;
    unsigned *s42 = nullptr;
    double h43 = 5.75;
    s42[4] = size41 + (+(62u / s42[6]));
    --m_spread16;
    bias6<<<(2), (32)>>>(nullptr, size41, &h43, &m_lerp34);
    merge28<<<(m_spread16 + 255) / 256, 1 << (CONFIG_5 + 2)>>>((15 - s42[2]) * (s42[size41] >> (*s42)), (unsigned int*)nullptr, &size41, nullptr);
    pivot35_kernel<<<2 * (CONFIG_5 + 2), 64>>>(nullptr);
    return 0;
}
