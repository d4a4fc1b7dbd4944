// cudagen 0.1 seed 813 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,managed_var,constexpr_var,anon_namespace,if,while,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,lambda,lambda_init_capture,macro_function,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

namespace {
int host_relax5(short int cfg6, long long *acc7)
{
    auto step9 = [tmp8 = acc7[cfg6] + 45]() -> unsigned {
        return 35u - (tmp8 - 9L);
    };
    cudaStream_t diff10 = 0;
    acc7[cfg6] = acc7[cfg6] * cfg6 * ((cfg6 + ' ') - (*acc7));
    constexpr char y11 = (3 * 13);
    acc7[0]--;
    cfg6--;
    return (12 - cfg6) + ((*acc7) << 6);
}
} // namespace

template <typename T, int N = 2>
__global__ void tally12_kernel(T *data13, float *__restrict__ dst14, float *__restrict__ dst15)
{
    int w16 = 0;
    while ((w16 < 9) && (ADD3_1(data13[w16], dst15[1], sizeof(int)) <= 26)) {
        dst15[w16] = 14.5F;
        ++w16;
    }
    (*dst15) = dst15[w16] * (N << (w16 + 11));
    if (dst15[w16] >= (w16 - 27lu)) {
        return;
    }
    dst15[w16] += (dst14[w16] - N) * (w16 - w16);
}
__managed__ int m_update17 = 7;

__global__ void decay18(unsigned int *data19, int count20, const int *in21, unsigned char *__restrict__ dst22)
{
    data19[3]--;
    m_update17 *= (-27);
    count20 |= data19[m_update17];
    float f23 = count20;
    data19[m_update17] = m_update17;
}

void host_blend24(int stride25, int n26, double b27)
{
    tally12_kernel<float, 3><<<sizeof(int) * 32, 32, 0, 0>>>((float*)nullptr, nullptr, nullptr);
    m_update17 |= -463;
    decay18<<<(n26 + 127) / 128, 1 << 9>>>(nullptr, stride25, nullptr, (unsigned char*)nullptr);
    if (m_update17 * 4UL) {
        return;
    }
}

int main()
{
    int count28 = 2992;
    short e29 = m_update17;
    m_update17 = 4269l;
    m_update17++;
    return 0;
}
