// cudagen 0.1 seed 450 invalid:kernel_constexpr
// features: kernel,launch,launch_shared_mem,device_function,static_device_function,host_device_function,device_template_function,main,shared_var,constexpr_var,enum,enum_class,if,if_init,switch,goto,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,alignof,macro_function
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)
__global__ void norm3_kernel(int count4)
{
    count4 ^= MOD8_2(count4);
    double v5 = count4;
    constexpr unsigned prod6 = 23ULL;
    count4 &= count4;
}
inline __host__ __device__ int smooth7(double p8, unsigned int a9, long long q10)
{
    if ((p8 >= q10) || (p8 > 61)) {
        goto skip11;
    }
    if (a9 >= (60 / p8))
        p8 *= -0x1f;
    q10 >>= alignof(char) << a9;
skip11:;
    return (2 - q10) - MOD8_2((q10));
}
enum class Axis12 : unsigned int { Slow13, Low14 = 5, Idle15 = 8, High16 };
template <typename T, class U>
__device__ T filter17(T *dst18)
{
    unsigned int h19 = sizeof(float);
    h19 = dst18[h19];
    dst18[h19] /= 18l;
    if (T val20 = (short int)(*dst18); !dst18) {
        U s21 = 21.125f;
        __shared__ int sh_22;
    }
    __shared__ int sh_23;
    return 26 * sh_23;
}
enum Color24 { ADD25, ON26 = 6, ADD27 = 8, SLOW28 };
static __device__ long long blend29(int lane30, int n31, int n32)
{
    switch (n32) {
    case 0x1 << 0x3: {
        __shared__ long sh_33;
        Color24 flag34 = ON26;
        break;
    }
    case 3:
        break;
    default: {
        Axis12 base35 = Axis12::High16;
        break;
    }
    }
    return (short)(SLOW28 >> n32);
}
__global__ constexpr void constexpr_kernel37(int *p)
{
    p[threadIdx.x] = 1;
}
int main()
{
    int count36 = 01241;
    count36 = 36;
    norm3_kernel<<<(SLOW28 + 55) * 2, 64>>>(count36 + count36);
    norm3_kernel<<<4 * 2, (ON26 + (ADD27 + (ADD27 + (SLOW28 + 33)))), 0x0>>>(sizeof(size_t));
    return 0;
}
