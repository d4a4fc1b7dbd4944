// cudagen 0.1 seed 1099 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,static_device_function,host_function,constexpr_function,main,managed_var,constexpr_var,local_array,auto_var,const_local,enum_class,if,static_assert,ternary,bitwise,logical,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define CHUNK_2 32
#define BLOCK_SIZE_3 64
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#if BLOCK_SIZE_1 % 2 == 0 || BLOCK_SIZE_1 < 4
#define CONFIG_7 8
#else
#define CONFIG_7 29
#endif
__managed__ float m_relax8 = 3993u;
enum class Level9 { Busy10, High11, Blue12 };
// Helper used by the kernels below.

__device__ void mix13(const long *input14)
{
    Level9 f15 = Level9::Blue12;
    long m16[3] = {1UL, 6L, static_cast<long>(static_cast<double>(13.375f))};
    m_relax8 = 25 + (m16[blockIdx.y]);
}

static __device__ __noinline__ float pack17(int len18)
{
    const int u19 = BLOCK_SIZE_3 - (m_relax8 += len18, CHUNK_2);
    len18 = 3;
    auto s20 = len18;
    mix13((const long*)nullptr);
    m_relax8 = threadIdx.x;
    return (int)s20;
}
// Layout: row-major, no padding.

template <class T, int N = 3>
__global__ void march21(T p22, const int *input23)
{
    unsigned int tid24 = threadIdx.x;
    float lim25 = ((input23 != nullptr) ? (0x14 - input23[3]) : blockDim.x) ^ (*input23);
    float sum26[6] = {lim25, m_relax8, 18, 2.5f, 0x1aull, 7.0f};
    long f27[3] = {};
    f27[threadIdx.x] = blockDim.x - gridDim.z;
    m_relax8 = CHUNK_2;
    m_relax8 = tid24 * CONFIG_7;
    if ((f27[tid24] != threadIdx.z) && (f27[threadIdx.x] & 1))
        return;
}

constexpr __host__ int filter28(int n29, int count30)
{
    n29 = 57;
    return CAT_6(n, 29);
}

static __device__ void spread31(int *dst32)
{
    Level9 r33 = Level9::High11;
    r33 = Level9::Busy10;
    r33 = Level9::Blue12;
}

__global__ void fold34(unsigned int *buf35, int *buf36, long *acc37)
{
    float sum38 = buf35[2];
    spread31(nullptr);
    static_assert(sizeof(int) == 4);
    if (buf36 != nullptr)
        return;
}

int main()
{
    int n39 = 3035;
    m_relax8 = (filter28(CAT_6(n, 39), m_relax8) < m_relax8) ? (m_relax8 * (BLOCK_SIZE_1 - m_relax8)) : 8.5f;
    filter28(m_relax8 - (7 + m_relax8), m_relax8);
    filter28(n39, ((n39 > n39) ? sizeof(double) : n39) - 0b110010l);
    march21<int, 2><<<sizeof(float) * 0x40, 32, 4096, 0>>>(n39 - (2564 + m_relax8), &n39);
    fold34<<<(n39 + 31) / 32, 256>>>((unsigned*)nullptr, &n39, nullptr);
    return 0;
}
