// cudagen 0.1 seed 336 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,builtin_vars,main,managed_var,host_global,local_array,namespace,if,if_init,for,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
__managed__ unsigned long m_rank3 = (19);

namespace detail4 {
const float g_smooth5 = 53;

static __global__ void rank6(int stride7, int *out8)
{
    int i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i9 >= stride7)
        return;
    if (int diff10(i9 + (stride7 / sizeof(long)) + (1263ul + stride7)); m_rank3 > stride7) {
        float mid11 = diff10;
        (*out8) = 41lu;
    }
    if ((i9 + i9) > m_rank3) {
        if (!out8)
            return;
        long long hi12 = 3697ll;
        --m_rank3;
    }
}

static __global__ void reduce13(int n14, int lane15, double *out16, int lane17)
{
    out16[6] = ((m_rank3 == 30) ? lane17 : m_rank3) * n14;
    lane17 = 985 - ((warpSize % n14) - 10);
    m_rank3 -= 21;
    float q18 = threadIdx.z;
    n14 *= out16[0] - (int(23) - q18);
}
} // namespace detail4

__global__ void merge19(const unsigned int *src20, const int *src21, int stride22)
{
    m_rank3 = src20[4];
    long long z23 = m_rank3;
    m_rank3 = *src21;
    z23 = src20[z23];
}

__global__ void bump24(const double *in25)
{
    int idx26 = threadIdx.x;
    m_rank3 = 1592;
    m_rank3--;
    int r27[4] = {3, 728, 031};
}

int main()
{
    int len28 = 2399;
    merge19<<<256, 0200 * 2, 0b0>>>((const unsigned*)nullptr, nullptr, 11);
    for (int i29 = 0; i29 < 3; i29++) {
        int prod30[2] = {};
        m_rank3 &= m_rank3;
    }
    detail4::rank6<<<dim3((len28 + 31) / 32, sizeof(float) * 8, 8 * 8), 128>>>(detail4::g_smooth5, (int*)nullptr);
    detail4::reduce13<<<(m_rank3 + 31) / 32, sizeof(int) * 020>>>(m_rank3 * 054u, detail4::g_smooth5, nullptr, (len28 == len28) ? 4 : (m_rank3 * m_rank3));
    bump24<<<(m_rank3 + 31) / 32, dim3((m_rank3 + 31) / 32, (m_rank3 + 31) / 32)>>>((const double*)nullptr);
    return 0;
}
