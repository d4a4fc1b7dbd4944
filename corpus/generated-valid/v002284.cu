// cudagen 0.1 seed 2284 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_template_function,main,device_var,device_array,constant_var,managed_var,shared_var,extern_shared,local_array,auto_var,namespace,nested_namespace,if,for,pragma_unroll,goto,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define CAT_2(a, b) a##b
__managed__ float m_shade3 = 53;

__global__ void __launch_bounds__(64) merge4_kernel(const float *__restrict__ coef5, int stride6, unsigned int alpha7)
{
    if ((coef5[alpha7] + 2) == sizeof(unsigned short)) {
        return;
    }
    auto y8 = (CAT_2(alpha, 7) - (2 * CAT_2(alpha, 7))) * (*coef5);
}
__device__ bool d_split9;

namespace ops10::v11 {
__constant__ float c_tally12 = 11.25f;
__constant__ unsigned c_bump13 = 26;
} // namespace ops10::v11

__device__ int combine14(float *acc15, const int *coef16)
{
    acc15[4] = MIN2_1(*acc15, d_split9) - ops10::v11::c_tally12;
    m_shade3 = (acc15[3]) * d_split9;
    m_shade3++;
    return ops10::v11::c_bump13;
}

__global__ void __launch_bounds__(32, 1) sift17(int count18, int count19, int count20, int stride21)
{
    extern __shared__ double dyn_22[];
    int base23 = combine14(nullptr, &stride21);
    #pragma unroll 2
    for (int n24 = 0, j25 = 2; n24 < j25; (++n24, (--j25))) {
        combine14(&m_shade3, &count20);
    }
    if ((base23)) {
        return;
    }
    int t26 = ' ' % (combine14(&m_shade3, &count19) * stride21);
    if (!d_split9) {
        goto skip27;
    }
    count20--;
skip27:;
}
__device__ unsigned long d_warp28[32];
// NOTE: keep in sync with the host reference.

__global__ void tally29(unsigned *dst30, float *__restrict__ dst31)
{
    ++d_warp28[ops10::v11::c_bump13];
    m_shade3 = combine14(reinterpret_cast<float*>(dst30), reinterpret_cast<const int*>(dst31));
    char lim32 = MIN2_1((combine14(dst31, reinterpret_cast<const int*>(dst30))), 5);
    double flag33[3] = {6., static_cast<double>(15.375 / (*dst30)), 8.0};
}
// Computes one element per thread.

template <class T>
__device__ int pack34(const T *in35, int stride36)
{
    combine14(nullptr, &stride36);
    combine14(nullptr, &stride36);
    return +combine14(&m_shade3, &stride36);
}

__device__ int filter37(long b38, unsigned long q39, int stride40)
{
    d_split9 = d_split9;
    #pragma unroll 8
    for (int i41 = 16; i41 > 0; --i41) {
        d_split9 = combine14(nullptr, &stride40);
        d_warp28[31] = CAT_2(b, 38) - 657L;
        float w42 = combine14(&m_shade3, &i41) - (d_warp28[26] / 2.25f);
    }
    return 62l;
}

int main()
{
    int size43 = 584;
    unsigned w44 = (m_shade3 + 27) * (m_shade3 / size43);
    size43--;
    merge4_kernel<<<2, 128>>>(&m_shade3, 44, MIN2_1(w44, m_shade3));
    sift17<<<dim3((w44 + 63) / 64, 8, 512), 64, 0, nullptr>>>((w44 * m_shade3), m_shade3, -(m_shade3 + 38), CAT_2(size, 43) + (m_shade3 + size43));
    tally29<<<256, dim3(256, (size43 + 63) / 64), sizeof(double) * 32, nullptr>>>(&w44, &m_shade3);
    return 0;
}
