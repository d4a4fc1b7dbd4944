// cudagen 0.1 seed 1879 valid
// features: kernel,launch,launch_dim3,device_function,device_forceinline,static_device_function,main,shared_var,extern_shared,enum_class,for,pragma_unroll,while,switch,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

static __device__ __forceinline__ short count2(int len3, const double* in4)
{
    #pragma unroll 4
    for (int i5 = 0; i5 < len3; i5 += 1) {
        int sum6(i5);
        for (int n7 = 0; n7 < i5; n7++) {
            unsigned int r8 = (i5 + sum6) | 13l;
        }
        long z9 = len3 ^ sum6;
    }
    return -0b111011;
}
enum class Kind10 : int { Low11, Green12 = 3, Busy13 };

__global__ void march14_kernel(int count15, const double* coef16)
{
    extern __shared__ double dyn_17[];
    switch (count15) {
    case 1: {
        __shared__ float sh_18[16 * 16];
        Kind10 k19 = Kind10::Low11;
        break;
    }
    default:
        break;
    }
}

int main()
{
    int size20 = 740;
    int pass21 = 0;
    while (pass21 < 0b1100) {
        for (int i22 = 0; i22 < pass21; i22 += 2) {
            dim3 u23 = dim3((pass21 + 63) / 64);
            size20 <<= (i22 <= (i22 - 012u)) ? ((7 & size20) - 9u) : 20;
        }
        ++pass21;
    }
    march14_kernel<<<(size20 + 63) / 64, 4 * 16>>>(size20, nullptr);
    return 0;
}
