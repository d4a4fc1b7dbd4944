// cudagen 0.1 seed 517 valid
// features: kernel,restrict_params,launch,builtin_vars,grid_stride_loop,device_function,host_device_function,host_function,main,managed_var,shared_var,static_shared,enum_class,if,for,goto,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
__managed__ unsigned char m_accum3[32];
enum class State4 { Add5, Busy6, Busy7 };

__host__ __device__ int blend8(unsigned long long* __restrict__ out9)
{
    (*out9)++;
    float e10 = (*out9);
    for (int n11 = 0; n11 < 0xB; ++n11) {
        signed char base12 = (int)e10;
        e10++;
    }
    return (float)out9[4];
}

__device__ unsigned relax13(bool p14, int lane15, float q16)
{
    q16 -= ((lane15 * 16) % (m_accum3[blockIdx.x & 31] & lane15)) - static_cast<int>(blockIdx.x);
    double idx17 = -055;
    __shared__ unsigned long sh_18[32];
    return 54u;
}

__host__ __device__ void accum19(int lane20)
{
    for (int it21 = 0; it21 < lane20; it21++) {
        lane20 -= 51lu;
        if (it21 == ((int)lane20)) {
            return;
        }
    }
    for (int it22 = 0; it22 < lane20; ++it22) {
        bool diff23((unsigned long)1);
    }
    unsigned long acc24 = 2'971;
    size_t off25 = CAT_2(lane, 20);
}

__global__ void split26(const long* in27, int len28, const int* input29, int stride30)
{
    static __shared__ double sh_31[128];
    for (int i32 = (blockIdx.x * blockDim.x) + threadIdx.x; i32 < (6); i32 += blockDim.x * gridDim.x) {
        unsigned int s33 = CAT_2(len, 28);
    }
    int w34 = (stride30 | stride30) - input29[1];
    float base35 = 19.25f + stride30;
}

int host_sift36(double* __restrict__ out37)
{
    if (out37 == nullptr) {
        goto done40;
    }
    if (!out37) {
        return (37 - m_accum3[024]) * out37[5];
    }
    for (int it38 = 0; it38 < 10; ++it38) {
        bool mid39 = static_cast<float>(CAT_2(it, 38) | 49) <= static_cast<unsigned>(52U);
        (*out37) = 0x3C;
        out37[it38] = +mid39;
    }
    ACCUM_1(out37[0x0], ((((out37 != nullptr) ? 0.25 : m_accum3[0x9]) + 3) - ((m_accum3[6] == out37[6]) ? (out37[0x6] * m_accum3[20]) : (44))));
done40:;
    return 0xFBEU;
}

int main()
{
    int n41 = 3118;
    for (int it42 = 0; it42 < n41; it42++) {
        m_accum3[0x19] -= CAT_2(n, 41);
        split26<<<(it42 + 127) / 128, sizeof(float) * 8>>>((const long*)nullptr, m_accum3[n41 & 31] + (20ll - m_accum3[it42 & 0x1f]), &n41, (CAT_2(n, 41) & 3880) * 1lu);
    }
    if ((m_accum3[n41 & 31] + 0x1al) <= 24ul) {
        return static_cast<int>(m_accum3[n41 & 0x1F]) * 011;
    }
    if (m_accum3[0x1a] < m_accum3[n41]) {
        return m_accum3[12] + (42l - n41);
    }
    return 0;
}
