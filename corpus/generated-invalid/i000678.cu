// cudagen 0.1 seed 678 invalid:negative_shift_count
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,builtin_vars,main,managed_var,shared_var,extern_shared,constexpr_var,if,goto,nested_block,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b
static __global__ void mix2_kernel(int stride3, const float *coef4, float q5)
{
    int i6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    q5 = 0.75F;
    bool t7{true};
    int t8 = 330ul;
    if ((i6 < 8) || (39 != t7)) {
        return;
    }
    if (threadIdx.x > i6) {
        return;
    }
    constexpr double stride9 = 046U;
    if (coef4 != nullptr) {
        goto done10;
    }
    if ((1U >= t7) && (t8 >= 18)) {
        return;
    }
done10:;
}
__managed__ int m_scatter11 = 61;
template <typename T, int N = 4>
__global__ void sweep12(T q13, T *dst14)
{
    extern __shared__ unsigned short dyn_15[];
    m_scatter11 ^= 1U - blockDim.y;
    dyn_15[1] = threadIdx.z - (-q13);
    dst14[2] /= threadIdx.x;
    {
        float idx16 = ((N * m_scatter11) + dyn_15[m_scatter11]) - N;
        ++dyn_15[m_scatter11];
    }
}
int main()
{
    int size17 = 3368;
    size17 = size17 << -1;
    size17++;
    m_scatter11 = m_scatter11;
    sweep12<unsigned int, (1 << 2)><<<sizeof(float), 256, 0>>>(8, nullptr);
    char r18 = 034;
    constexpr int h19 = 8L;
    short mid20 = 23lu;
    mix2_kernel<<<(m_scatter11 + 63) / 64, 128>>>(mid20, nullptr, 63L >> static_cast<unsigned char>(r18));
    return 0;
}
