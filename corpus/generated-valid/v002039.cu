// cudagen 0.1 seed 2039 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,using_alias,if,if_init,for,goto,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_float,lit_nullptr,cast_c,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
// Computes one element per thread.
static double shade4(int n5, int n6)
{
    n5 = (n6 == 4) ? 59 : (16 + (-n6));
    n6++;
    n5 = n5;
    ++n6;
    return n5;
}
using idx7_t = int;
__global__ void blend8(float *__restrict__ out9, const int *src10, unsigned int *data11)
{
    extern __shared__ double dyn_12[];
    idx7_t gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((out9[2] > out9[6]) && (*data11)) {
        goto skip20;
    }
    if (constexpr float hi14 = 0; (*data11) - gid13) {
        for (int i15 = 0, j16 = 12; i15 < j16; (++i15, (--j16))) {
            int m17 = threadIdx.z;
            if (j16 * 59) {
                constexpr float k18 = 24.75F;
            }
            int lo19 = 2588;
        }
    }
skip20:;
}
// Layout: row-major, no padding.
template <typename T, int N>
__global__ void sweep21(const T *src22)
{
    idx7_t tid23 = threadIdx.x;
}
int main()
{
    int len24 = 721;
    blend8<<<(len24 + 255) / 256, (512), 0>>>(nullptr, nullptr, nullptr);
    sweep21<float, 5><<<(len24 + 31) / 0x20, (256), 0>>>((const float*)nullptr);
    len24 = len24;
    if (len24) {
        len24 = 13 << len24;
        len24 = (len24 += -64, 48);
    }
    return 0;
}
