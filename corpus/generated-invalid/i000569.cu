// cudagen 0.1 seed 569 invalid:else_after_else
// features: kernel,launch_bounds,maxnreg,launch,launch_shared_mem,launch_stream,host_function,static_host_function,default_args,main,managed_var,constexpr_var,enum,if,ternary,compound_assign,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,alignof,lambda,lambda_launch,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 51
#endif
#undef TUNE_5
#define TUNE_5 24
__managed__ int m_bias6 = TUNE_5 + 21;

__global__ void __maxnreg__(128) gather7_kernel(short *dst8, int lane9)
{
    const int *f10 = nullptr;
    float acc11 = (2.5f * (*dst8) * 24.625f) + TUNE_5;
    lane9 >>= 1;
    lane9 = lane9;
    if (TUNE_5 >= (-lane9)) {
        return;
    }
}

__global__ void __launch_bounds__(512) reduce12(const short *src13, const size_t *input14, size_t *dst15)
{
    float *lo16 = reinterpret_cast<float*>(dst15);
    if ((*input14) >= (*src13)) {
        return;
    }
    size_t k17 = (alignof(char) + src13[m_bias6 & 7]) * lo16[m_bias6];
}
enum Color18 { ON19, ADD20 };

__global__ void lerp21_kernel(char *out22, const float *src23, const signed char *in24)
{
    m_bias6 = sizeof(unsigned char) + out22[0] + TUNE_5;
    m_bias6 = (m_bias6 += m_bias6, static_cast<unsigned int>('a')) - (((m_bias6 * ADD20) == TUNE_5) ? static_cast<signed char>(src23[4]) : ((*out22) * src23[m_bias6]));
    double *v25 = reinterpret_cast<double*>(out22);
    m_bias6 = 274LL;
    if (src23 == nullptr) {
        return;
    }
}

static long run_merge26(bool b27 = 0)
{
    gather7_kernel<<<(m_bias6 + 31) / 32, 0x40, 256, 0>>>(nullptr, (m_bias6 += sizeof(char), (6 << b27)));
    long w28 = (61 & (CAT_3(b, 27) + ADD20));
    long long q29 = 26u;
    b27 = TWICE_PLUS_2(m_bias6, (45 + w28) - m_bias6);
    auto fn33 = [](int off30, unsigned val31) {
        cudaStream_t f32 = 0;
        lerp21_kernel<<<(0x200), (512)>>>(static_cast<char*>(nullptr), (const float*)nullptr, nullptr);
    };
    fn33(b27, CAT_3(w, 28));
    m_bias6 = int(+CAT_3(q, 29)) - (b27 - sizeof(float));
    reduce12<<<1, 512, 1024, 0>>>(nullptr, (const size_t*)nullptr, nullptr);
    return (q29 += m_bias6, 7) * b27;
}
#ifdef MODE_36
#else
#else
#endif

int main()
{
    int n34 = 3378;
    long stride35 = (+(1ul * m_bias6)) / ((m_bias6 % m_bias6) - (m_bias6 - m_bias6));
    reduce12<<<1, (ADD20 + (ADD20 + 0x2)) * (ADD20 + 0xf), sizeof(int) * 128>>>(nullptr, nullptr, nullptr);
    reduce12<<<(n34 + 63) / 64, (TUNE_5 + 0x8)>>>((const short*)nullptr, nullptr, nullptr);
    return 0;
}
