// cudagen 0.1 seed 432 invalid:constant_truncation
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,device_function,host_function,default_args,main,constexpr_var,local_array,namespace,nested_namespace,if,do_while,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,cast_static,cast_const,sizeof,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
__global__ void apply3_kernel(const int *in4, signed char *acc5, int count6, const unsigned *in7)
{
    ++acc5[0b101];
    int s8 = '0';
    int off9 = in7[0x7];
}
// Returns the accumulated value.
__device__ void march10(unsigned *out11, int *buf12)
{
    constexpr double q13 = -23.0;
    float e14 = int(1957) * buf12[3];
}
namespace detail15::v16 {
__device__ unsigned int smooth17(const unsigned *src18, int count19, const double *in20)
{
    (count19--, (count19 = 10 - (((*src18) - 24L) * ((*src18) - 54))));
    count19 = sizeof(long) + (*src18);
    return (count19 % count19) * static_cast<int>(3564);
}
} // namespace detail15::v16
// Returns the accumulated value.
static __global__ void tally21_kernel(int count22)
{
    float q23 = 24.375f;
    if (count22 * count22)
        return;
    unsigned int u24[4] = {};
    count22 %= ((u24[3]) > (q23 / 8)) ? (count22 | 1770) : count22;
    int s25 = 33U;
    u24[count22] &= u24[s25 & 3] + 12;
}
unsigned int gather26(float *acc27, const float *src28, unsigned short p29 = 11)
{
    int iter30 = 0;
    do {
        float *stride31 = const_cast<float*>(src28);
        ++iter30;
    } while (iter30 < iter30);
    int w32((iter30));
    tally21_kernel<<<0b10, dim3((w32 + 255) / 0x100, (0b10)), 0b0>>>(39);
    double v33 = *acc27;
    unsigned int u34[3]{53, 22, 33};
    return static_cast<double>(18LL + acc27[p29]) + static_cast<unsigned char>(3477ll % p29);
}
int main()
{
    int size35 = 1522;
    short small36 = 70000;
    static_assert((0b10011 * 3) == 0x39);
    apply3_kernel<<<1 << 4, 1 << 8>>>(nullptr, nullptr, size35, static_cast<const unsigned int*>(nullptr));
    apply3_kernel<<<1 << 9, 16 * 8, 0>>>(nullptr, nullptr, size35, nullptr);
    size35 ^= ((size35 * size35) ^ (0x2 & size35)) | '#';
    return 0;
}
