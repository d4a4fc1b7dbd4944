// cudagen 0.1 seed 1014 valid
// features: kernel,launch,builtin_vars,host_device_function,main,managed_var,constexpr_var,auto_var,enum,if,goto,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_paste,macro_statement
#include "prelude.cuh"

#define TILE_DIM_1 5
#define RADIUS_2 128
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b

__global__ void step5(double* data6, int count7, int count8, const float* in9)
{
    ACCUM_3(count7, (count7));
    count7 ^= (32 | (count8 - CAT_4(count, 8))) + ((CAT_4(count, 7) >= in9[count8 & 7]) ? count8 : 23u);
    ACCUM_3(count8, (26U));
    auto q10 = 23;
    data6[3] -= (280 * blockIdx.x) % (q10 + (RADIUS_2 & count8));
    unsigned int stride11 = ~q10;
    if (!in9)
        return;
}
__managed__ unsigned long long m_split12 = 4418ULL;
enum Level13 { ON14, OFF15, GREEN16 };

__device__ __host__ float split17(unsigned int beta18)
{
    ACCUM_3(beta18, (float(CAT_4(beta, 18) * sizeof(float))));
    if (beta18 >= (beta18 % 10)) {
        goto out19;
    }
    beta18 &= beta18;
    beta18 = +CAT_4(beta, 18);
    beta18 *= (int)15ul;
out19:;
    return beta18;
}

int main()
{
    int n20 = 3946;
    step5<<<GREEN16 + (GREEN16 + 28), 1 << (TILE_DIM_1 + 3)>>>(nullptr, n20, ((m_split12 < m_split12) ? n20 : 52), (const float*)nullptr);
    m_split12 |= 34;
    return 0;
}
