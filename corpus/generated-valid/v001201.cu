// cudagen 0.1 seed 1201 valid
// features: kernel,launch_bounds,launch,launch_dim3,main,device_var,shared_var,local_array,auto_var,namespace,if,for,pragma_unroll,bitwise,shift,comparison,incdec,comma,array_index,lit_int_binary,lit_int_suffix,lit_float,cast_static,sizeof,lambda,lambda_capture_value,lambda_generic,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void __launch_bounds__(512, 2) warp4_kernel(double p5)
{
    p5 = p5;
    #pragma unroll 2
    for (int n6 = 9; n6 > 0; --n6) {
        auto e7 = 31ul + n6;
        e7 = (n6);
        __shared__ int sh_8[256];
    }
    unsigned mid9 = p5;
}
__device__ int d_blend10;

namespace kern11 {
__global__ void tile12(int n13, char alpha14)
{
    alpha14 = (60LL);
    d_blend10 = d_blend10 - (45 << d_blend10);
    if ((d_blend10 & alpha14) == d_blend10)
        return;
    float lo15[2]{1.875f, 15};
    ++lo15[alpha14 & 1];
    lo15[1] = (alpha14 += 21u, (7.75f - (d_blend10 ^ 1)));
}
} // namespace kern11

int main()
{
    int len16 = 3098;
    kern11::tile12<<<dim3((len16 + 255) / 256), dim3(sizeof(int) * 8, 1)>>>(len16 * (len16 << 0b10L), len16);
    if ((-len16) > len16)
        return (48 + len16) | 664;
    auto fn20 = [=](auto e17, auto e18) {
        e17 = 24;
        int e19 = ((len16 & len16) * len16) | (len16 + len16);
        return e17 * 2;
    };
    fn20(len16, 2);
    if ((len16 * sizeof(unsigned)) > len16)
        return (len16 ^ 45U) - len16;
    int tmp21 = len16;
    if ((-tmp21) != len16)
        return (len16 += 51, 15);
    warp4_kernel<<<(tmp21 + 31) / 32, sizeof(float) * 64>>>(fn20(tmp21, static_cast<int>(len16)));
    return 0;
}
