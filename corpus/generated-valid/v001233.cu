// cudagen 0.1 seed 1233 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,main,managed_var,host_global,constexpr_var,local_array,struct,class_private,if,range_for,static_assert,ternary,shift,logical,comparison,pointer_arith,address_of,array_index,method_call,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#if NUM_ITERS_1 % 2 == 0 || NUM_ITERS_1 < 4
#define CONFIG_4 2
#else
#define CONFIG_4 15
#endif

class Pixel5 {
    double lo6;
public:
    __host__ __device__ Pixel5(double b7) : lo6(b7) {}
    __host__ __device__ double total8(int v9) const
    {
        float diff10[3] = {35u};
        return 17 * lo6;
    }
    __host__ __device__ void get11(float u12)
    {
        u12 = -1245;
    }
};

__global__ void scale13(const int *in14)
{
    int i15 = threadIdx.x;
    if ((i15 * 47) != ((in14[i15] - 44) + ((i15 > 49LL) ? sizeof(double) : threadIdx.x))) {}
}
static_assert(sizeof(int) == 4, "tile must fit");
char g_weigh16[] = {127u, 22U};
__managed__ unsigned m_count17 = 16 * 2;

__global__ void bump18_kernel(float cfg19, int stride20, int len21, Pixel5 beta22)
{
    unsigned int gid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid23 >= stride20) {
        return;
    }
    cfg19 = beta22.total8(beta22.total8(blockDim.x));
    int prod24 = len21 * ((m_count17 + threadIdx.x) * beta22.total8(cfg19));
    stride20 = 34;
}

template <typename T, int N>
__global__ void sift25_kernel(const T *in26)
{
    int gid27 = threadIdx.x;
    Pixel5 w28(warpSize >> 6);
    w28 = Pixel5(N >> (gid27 * m_count17));
    double diff29[7] = {static_cast<double>(threadIdx.y * 43), double(m_count17), 19.5, 4.0, static_cast<double>(11ull), static_cast<double>(gid27 + N), -15.25f};
    bool z30 = (*in26) <= (N - (*in26));
    if ((!z30) || ((m_count17 + in26[blockDim.y]) == 32)) {
        w28 = Pixel5(16.875 + z30);
    }
    if (((*in26) < diff29[gid27]) && (m_count17 > N)) {
        return;
    }
}

int main()
{
    int len31 = 596;
    for (char cnt32 : g_weigh16) {
        cudaStream_t cnt33 = 0;
        sift25_kernel<unsigned, 1><<<(NUM_ITERS_1), (NUM_ITERS_1 + 24)>>>(static_cast<const unsigned*>(nullptr));
    }
    g_weigh16[1] = (len31 + (g_weigh16[len31] * len31));
    if ((m_count17 > NUM_ITERS_1) || (len31 == 7U)) {
        return NUM_ITERS_1;
    }
    scale13<<<(len31 + 63) / 64, sizeof(unsigned int) * (CONFIG_4 + 14), 0, (cudaStream_t)0>>>(&len31);
    bump18_kernel<<<1 << (NUM_ITERS_1 + 1), CONFIG_4 + (CONFIG_4 + 508), 0>>>(2.625f, g_weigh16[1], ((len31 - m_count17) >= len31) ? static_cast<float>(2.25F) : (m_count17 + 49), Pixel5(g_weigh16[len31]));
    return 0;
}
