// cudagen 0.1 seed 354 invalid:incomplete_type
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,host_function,static_host_function,main,managed_var,shared_var,constexpr_var,auto_var,using_alias,if,switch,compound_assign,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,sizeof,macro_object,macro_statement
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define WARPS_2 (1 << 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
using idx4_t = unsigned char;

template <typename T, int N>
__global__ void gather5_kernel(const T *input6)
{
    int s7 = 0x14;
    s7--;
    T lim8 = ((input6[6] - input6[7]) + ((*input6) - 23)) * s7;
    T acc9 = 127 - input6[s7];
}
__managed__ float m_gather10 = -625e-3f;

template <typename T, int N>
__global__ void step11(T *buf12, long *acc13, const T *__restrict__ src14)
{
    size_t k15((43));
    m_gather10 /= sizeof(float);
    auto val16 = (m_gather10) - 0x29;
    __shared__ int sh_17[128];
    ++m_gather10;
}

static void combine18(int stride19)
{
    switch (stride19) {
    case 0xc:
        if (!(m_gather10 == 0xe))
            break;
        break;
    case 7: {
        int acc20 = stride19 * m_gather10;
        stride19++;
        break;
    }
    case 8:
        break;
    default:
        break;
    }
}
struct Opaque22;

int main()
{
    int count21 = 2105;
    Opaque22 obj23;
    gather5_kernel<int, (1 << 2)><<<(count21 + 31) / 0x20, NUM_ITERS_1 + NUM_ITERS_1>>>(nullptr);
    combine18(46U);
    if ((count21 - count21) >= 24)
        return 52;
    m_gather10 += count21 / m_gather10;
    step11<double, 8><<<(count21 + 0x3F) / 64, 32>>>((double*)nullptr, nullptr, (const double*)nullptr);
    return 0;
}
