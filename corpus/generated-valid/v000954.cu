// cudagen 0.1 seed 954 valid
// features: kernel,restrict_params,launch,launch_dim3,device_function,device_noinline,host_device_function,device_template_function,default_args,main,device_var,constexpr_var,struct,aligned_struct,enum,namespace,if,static_assert,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,cast_reinterpret,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b
enum Mode3 : unsigned char { ADD4 = 2, ADD5 };

__host__ __device__ void accum6(int count7, int n8, int n9 = 173)
{
    static_assert(sizeof(int) == 4);
    bool sum10 = count7 > (10u);
    --n8;
    double cnt11 = 0b110000;
}

struct alignas(8) Particle12 {
    float count13, weight14;
    float flag15;
};
// Helper used by the kernels below.

template <class T>
__device__ __noinline__ T kick16(T *__restrict__ data17)
{
    T off18 = 14.0;
    long e19 = (*data17) + (off18 += 9.0F, (off18 - data17[3]));
    return (!data17) ? CAT_2(e, 19) : 6.875f;
}

__global__ void smooth20_kernel(int *__restrict__ out21)
{
    out21[6] = -074;
    bool m22 = (*out21) >= (*out21);
    int prod23(kick16<long>(nullptr));
    out21[prod23 & 7] = m22;
    if ((m22 ? 0 : prod23) < m22) {
        return;
    }
    (--out21[5], (out21[prod23] = 33ll));
    (*out21) = 4140u;
}

template <typename T, typename U>
__device__ __noinline__ int tally24(T cfg25)
{
    cfg25 = ADD4;
    float idx26 = 026;
    return kick16(&idx26) + (idx26 + (cfg25 += 17U, idx26));
}

namespace math27 {
inline __device__ float norm28(const Particle12 &cfg29, int count30)
{
    Particle12 acc31 = Particle12{23.75F, static_cast<float>(14.0F), 5.0f};
    Mode3 y32 = ADD5;
    count30 = (51 - tally24<unsigned int, unsigned>(count30)) ^ 010;
    return -13.5f;
}

__device__ __host__ int scatter33(bool a34)
{
    accum6((ADD4 * a34) ^ ADD4, ADD5, 61lu);
    Particle12 sum35 = Particle12{};
    sum35 = Particle12{46UL, 4.0f, 4.f};
    sum35 = sum35;
    return ~((a34 * 052) & (33 + a34));
}
static __device__ int d_update36 = 12;
} // namespace math27

int main()
{
    int len37 = 919;
    Mode3 m38 = ADD5;
    m38 = m38;
    m38 = m38;
    len37 = math27::scatter33(m38 == ADD4) - (m38 % math27::scatter33(len37 < m38));
    smooth20_kernel<<<dim3((len37 + 31) / 32, 16), 128>>>(nullptr);
    smooth20_kernel<<<dim3((len37 + 31) / 32, 1 << 7, (len37 + 63) / 64), (ADD4 + (ADD4 + 60))>>>(nullptr);
    return 0;
}
