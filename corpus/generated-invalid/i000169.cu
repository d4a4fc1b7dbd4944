// cudagen 0.1 seed 169 invalid:global_device_combined
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,host_function,default_args,main,device_var,constant_array,shared_var,shared_2d,static_shared,extern_shared,host_global,constexpr_var,auto_var,if,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,sizeof,macro_object,macro_paste,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define BLOCK_SIZE_2 32
#define RADIUS_3 ((4) * (BLOCK_SIZE_1 + BLOCK_SIZE_1))
#define CAT_4(a, b) a##b

#if (BLOCK_SIZE_2 * 2) >= 64 && BLOCK_SIZE_2 != 0
#define CONFIG_5 5
#else
#define CONFIG_5 27
#endif

__global__ void __launch_bounds__(CONFIG_5 + (RADIUS_3 + 955)) kick6_kernel(unsigned int p7, long* data8, int lane9)
{
    int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    double* w11 = (double*)nullptr;
    constexpr float stride12 = 57ull;
    static __shared__ long sh_13[13][(BLOCK_SIZE_1 + 1)];
}
__device__ int d_march14;

__host__ __device__ float decay15(float* dst16)
{
    dst16[1]--;
    unsigned int val17 = 43l;
    float k18 = dst16[3] / 56;
    k18 -= ((*dst16) >= (dst16[5] * 1945 * val17)) ? (k18 / val17) : dst16[6];
    return CAT_4(k, 18);
}

__global__ void kick19(long* dst20, unsigned cfg21, float* __restrict__ data22, size_t* data23)
{
    unsigned int i24 = threadIdx.x;
    constexpr float r25 = -7.75f;
    (*dst20) = data22[threadIdx.x];
    int* t26 = &d_march14;
    (*dst20) %= gridDim.x + ((17UL - (*data23)) * blockIdx.y);
}
static double g_pivot27;

__global__ void march28(const int* in29, int* acc30, bool alpha31)
{
    extern __shared__ int dyn_32[];
    int gid33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    decay15(nullptr);
    float off34 = acc30[gid33];
}

__global__ void score35(const unsigned long long* __restrict__ in36)
{
    __shared__ float sh_37[8];
    decay15(sh_37);
}
__constant__ float c_shade38[4] = {2.75f, 0x1p1f, 1.5f, 5ul};

__device__ double fold39(int lane40, char q41 = 6l)
{
    decay15((float*)nullptr);
    lane40 %= (2 + gridDim.z) - CAT_4(q, 41);
    d_march14 -= BLOCK_SIZE_2 * decay15((float*)nullptr);
    auto w42 = 1;
    lane40 *= d_march14;
    return 30UL % d_march14;
}
static __device__ bool d_fuse43;

__device__ __host__ int smooth44(float q45 = -16.0F)
{
    if (q45 == q45) {
        return q45;
    }
    float stride46{57ul};
    return CONFIG_5 * CAT_4(stride, 46);
}

int host_lerp47(int n48)
{
    g_pivot27 = decay15(nullptr);
    smooth44(smooth44(g_pivot27) - (g_pivot27 * 15lu));
    n48 = decay15(nullptr);
    kick6_kernel<<<(CONFIG_5 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 053))))), (128)>>>(RADIUS_3, nullptr, n48 / 59);
    march28<<<8, (BLOCK_SIZE_1 + BLOCK_SIZE_1) * 2, sizeof(int) * 256, nullptr>>>(&n48, &n48, (g_pivot27) != (n48));
    n48 ^= BLOCK_SIZE_2;
    return 6;
}
__global__ __host__ void mixed_kernel50(int *p)
{
    p[0] = 1;
}

int main()
{
    int size49 = 2044;
    if ((size49)) {
        return host_lerp47(07756) * ((30 <= size49) ? 3UL : g_pivot27);
    }
    score35<<<dim3((size49 + 127) / 128, 64), dim3(64), 0, 0>>>(nullptr);
    kick19<<<dim3(8, (size49 + 255) / 256, 128), (BLOCK_SIZE_1 + (CONFIG_5 + (BLOCK_SIZE_1 + (CONFIG_5 + (CONFIG_5 + 1)))))>>>((long*)nullptr, ((g_pivot27 >= size49) ? 24 : size49) - ((35 == size49) ? size49 : size49), nullptr, (unsigned long*)nullptr);
    size49 = host_lerp47(2);
    return 0;
}
