// cudagen 0.1 seed 864 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,device_function,main,shared_var,static_shared,host_global,constexpr_var,const_local,if,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_char,lit_char_prefix,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_static,alignof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

__device__ double tile6(int n7)
{
    if (n7 > 56) {
        return n7;
    }
    --n7;
    long long tmp8 = CAT_5(n, 7) + 62;
    return ~(~(13 - tmp8));
}

__global__ void __launch_bounds__(32 * 4, 3) score9_kernel(float q10, const int *input11, int *acc12)
{
    acc12[2] = 23l << ((long)(q10 * 2787lu));
    acc12[6]--;
    --(*acc12);
    constexpr int cnt13 = 6;
}
const char *g_blend14 = "kernel\n" "_tail";
// Returns the accumulated value.

__global__ void count15_kernel(const int *coef16, int count17)
{
    ++count17;
    count17 |= count17;
    if (14ll != tile6(count17)) {
        return;
    }
    const float res18 = count17;
    static __shared__ long sh_19[16];
    __shared__ float sh_20[64];
}

int main()
{
    int len21 = 565;
    len21 = alignof(double);
    score9_kernel<<<(len21 + 255) / 256, 1 << 9, 0>>>(1145 % (g_blend14[1] >> 0), &len21, static_cast<int*>(nullptr));
    len21 ^= u8' ';
    count15_kernel<<<dim3(512), dim3(2 * 8)>>>(&len21, static_cast<short>(075) | (len21 % len21));
    return 0;
}
