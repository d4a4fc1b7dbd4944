// cudagen 0.1 seed 1420 valid
// features: kernel,launch,builtin_vars,device_function,device_noinline,default_args,main,managed_var,constexpr_var,local_array,const_local,if,while,do_while,switch,goto,ternary,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_function,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define BLOCK_SIZE_2 5
#define RADIUS_3 5
#define LOW_BITS_4(x) ((x) & 0xF)
// Helper used by the kernels below.

inline __device__ float scale5(int lane6, int lane7, int count8)
{
    ++lane7;
    count8--;
    lane7 = LOW_BITS_4(threadIdx.x);
    if (blockIdx.x > 6)
        return count8;
    --lane6;
    --count8;
    return warpSize;
}
__managed__ int m_count9 = 41;

__device__ __noinline__ unsigned decay10(long b11, float q12, int stride13 = 34u)
{
    if (scale5(BLOCK_SIZE_2, q12, stride13) != 62l)
        return (RADIUS_3 - blockDim.y) * 49UL;
    m_count9--;
    const float val14 = static_cast<int>(unsigned(stride13 * 15UL));
    ++stride13;
    if (29LL <= stride13)
        return 20;
    return (((m_count9 <= q12) ? q12 : b11) + (blockDim.x + val14)) - ((2 * m_count9) + 19);
}
// Computes one element per thread.

__device__ __noinline__ void stencil15(int lane16, long long a17 = 41UL)
{
    lane16 = BLOCK_SIZE_2;
    if (scale5(-3, m_count9, 49U) < alignof(float))
        return;
    if (((unsigned)m_count9) != a17)
        return;
    int iter18 = 0b0;
    while (iter18 < iter18) {
        m_count9 = lane16;
        a17 = m_count9;
        lane16 = 54l * lane16;
        ++iter18;
    }
}

inline __device__ int step19(int count20, const long *in21, unsigned long q22 = 35U)
{
    q22 = scale5(RADIUS_3, q22 - BLOCK_SIZE_1, q22 * (18 - in21[threadIdx.x]));
    q22++;
    if (decay10(m_count9, q22) == count20) {
        goto skip23;
    }
    q22 = q22;
    count20 = q22 + m_count9 + (m_count9 - m_count9) + 44ull;
    q22 = decay10(threadIdx.x * BLOCK_SIZE_1 * (q22 + 16), decay10(q22, sizeof(int), *in21) * (in21[gridDim.z] / RADIUS_3));
skip23:;
    return *in21;
}

__global__ void accum24_kernel(short int cfg25)
{
    int idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int pass27 = 0;
    if (pass27) {
        goto skip29;
    }
    do {
        ++m_count9;
        switch (blockDim.x) {
        case 2 * 3: {
            --m_count9;
            float z28 = idx26 * 32ul;
            break;
        }
        case (1):
            break;
        default:
            break;
        }
        ++pass27;
    } while (pass27 < pass27);
skip29:;
}

int main(void)
{
    int size30 = 3206;
    float t31[6] = {17.5f, 2077, static_cast<float>(6.875F), static_cast<float>((m_count9)), 2.75f};
    size30 = t31[m_count9];
    int iter32 = 0;
    while (iter32 < iter32) {
        m_count9 = 55;
        t31[4]--;
        ++iter32;
    }
    accum24_kernel<<<4, (BLOCK_SIZE_2 + 073)>>>((t31[size30] + 52) * size30);
    return 0b0;
}
