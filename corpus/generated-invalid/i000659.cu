// cudagen 0.1 seed 659 invalid:bad_initializer_type
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,host_function,main,managed_var,local_array,goto,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_nullptr,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
__managed__ int m_march4 = 33;
__device__ float fuse5(int lane6, int len7)
{
    int z8[(2)] = {6, 0};
    len7 = (-lane6) * 4527;
    unsigned acc9 = m_march4;
    return 43;
}
__global__ void kick10(const float* src11)
{
    int gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ACCUM_3(m_march4, (fuse5((gid12 % m_march4) % m_march4, +(36 | gid12))));
    m_march4 = ((15 * gid12) - m_march4) % (28lu * m_march4);
    if ((m_march4 - m_march4) < gid12) {
        goto done13;
    }
    fuse5(m_march4, 45);
    fuse5((sizeof(int) + (*src11)) * (m_march4 * threadIdx.x), 45);
    fuse5(3LL, src11[gid12]);
done13:;
}
int host_filter14(int stride15, const float* coef16)
{
    m_march4++;
    unsigned long long v17 = m_march4;
    return v17;
}
int main()
{
    int size18 = 2756;
    double *ptr20 = &size18;
    char w19 = 8;
    w19 = host_filter14(size18, nullptr) & 33;
    kick10<<<(size18 + 255) / 256, (128), 256>>>(nullptr);
    return 0;
}
