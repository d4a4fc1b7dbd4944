// cudagen 0.1 seed 632 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,main,managed_var,shared_var,extern_shared,struct,enum,enum_class,if,do_while,compound_assign,shift,comparison,incdec,pointer_arith,member_access,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define CAT_3(a, b) a##b
__managed__ int m_tally4 = 18l;
/* NOTE: keep in sync with the host reference. */

struct Body5 {
    unsigned mass6;
    int hi7;
    long long id8;
};
enum class Kind9 {
    Fast10,
    Fast11,
    Mul12 = 4,
    Slow13 = 8,
    Slow14
};

__global__ void rank15_kernel(unsigned* data16, int* buf17)
{
    Kind9 stride18 = Kind9::Fast10;
    m_tally4 *= sizeof(long long);
    Body5 prod19 = Body5{};
    m_tally4 = m_tally4;
    (*data16) *= MAX2_1((*buf17) + prod19.mass6, buf17[m_tally4]);
    Body5 v20 = prod19;
    --m_tally4;
}
enum Axis21 {
    ADD22 = 2,
    LOW23 = 4,
    LOW24 = 10,
    LOW25 = 13,
    SLOW26
};

template <class T>
__global__ void fold27(T a28)
{
    extern __shared__ int dyn_29[];
    if (m_tally4 < m_tally4) {
        return;
    }
    ++m_tally4;
    int w30 = 0;
    do {
        ++m_tally4;
        __shared__ double sh_31[8];
        ++w30;
    } while (w30 < 7);
    m_tally4 = (float)m_tally4;
}

int main()
{
    int n32 = 3698;
    Body5 acc33 = {1u, 34, -15};
    int acc34 = n32 - 16;
    n32 = static_cast<float>(19.0f) + ((m_tally4 << CAT_3(n, 32)) + (n32 - 3176ULL));
    acc33 = Body5{16, acc34, 43u};
    ++acc33.mass6;
    rank15_kernel<<<(m_tally4 + 31) / 32, dim3(32, (acc34 + 037) / 040), 0>>>((unsigned int*)nullptr, nullptr);
    fold27<<<(m_tally4 + 63) / 64, dim3((acc34 + 127) / 128, 1 << 7, (16))>>>(9.f);
    return 0;
}
