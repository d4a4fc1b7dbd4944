// cudagen 0.1 seed 2379 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,shared_2d,extern_shared,host_global,enum_class,if,while,nested_block,bitwise,shift,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define HALF_2(x) ((x) / 2)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
float g_bump4 = 21.625F;
__global__ void __launch_bounds__(1 << 7) norm5_kernel(const size_t *__restrict__ input6, int *buf7, int count8, int n9)
{
    extern __shared__ long dyn_10[];
    int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx11 >= count8)
        return;
    {
        ACCUM_3(count8, (-21));
        __shared__ unsigned long sh_12[12][14];
    }
}
enum class State13 { Off14, On15, High16 = 7 };
__global__ void __launch_bounds__(sizeof(float) * 16) mix17(const long *src18, int stride19, unsigned long q20)
{
    int idx21 = threadIdx.x;
    if (idx21 >= stride19)
        return;
    int w22 = 0;
    while (w22 < idx21) {
        q20 = 33l + (q20) + '\x7f';
        __shared__ int sh_23[(8)];
        ++w22;
    }
    int k24 = 60;
}
int main()
{
    int len25 = 1092;
    ACCUM_3(g_bump4, (13.5f - (static_cast<unsigned int>(g_bump4) << (len25 & 50lu))));
    len25++;
    dim3 u26 = dim3((32), 256);
    ACCUM_3(len25, (static_cast<int>((044UL | len25) - (sizeof(float) >> len25))));
    mix17<<<256, 256, sizeof(float) * 32, nullptr>>>(static_cast<const long*>(nullptr), 0b11011 - (g_bump4), 728 + g_bump4);
    norm5_kernel<<<1 << 1, dim3((len25 + 31) / 32)>>>(nullptr, &len25, g_bump4, 5 - (len25 ^ 18));
    return 0;
}
