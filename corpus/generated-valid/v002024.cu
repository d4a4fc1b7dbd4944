// cudagen 0.1 seed 2024 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,host_function,main,shared_var,extern_shared,enum_class,namespace,if,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_ref,lambda_capture_value,lambda_mutable,lambda_iife,lambda_launch,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
// Helper used by the kernels below.

__device__ void kick3(int stride4, char* dst5, bool a6)
{
    (*dst5)--;
    double h7 = (signed char)blockDim.z;
    if ((unsigned int)(*dst5))
        return;
}

namespace math8 {
__global__ void __maxnreg__(32) clamp9(const double* input10, const int* __restrict__ src11, int stride12)
{
    stride12 = stride12;
    stride12 = stride12 & (4197U << (threadIdx.x & src11[6]));
    stride12 |= ((unsigned int)(*input10)) * (src11[2] | stride12);
    if (blockDim.y >= ((float)input10[0]))
        return;
    stride12 %= (long)src11[stride12 & 7];
}
} // namespace math8
enum class Kind13 : unsigned int { Green14, Red15 = 3, On16 = 5, Fast17 = 8 };

namespace img18 {
__global__ void __maxnreg__(32) apply19(int count20, int count21)
{
    extern __shared__ int dyn_22[];
    unsigned int idx23 = threadIdx.x;
    if (idx23 >= count21)
        return;
    dyn_22[count20] >>= 64u - threadIdx.y;
    static_assert(40 > 39, "expected value");
    Kind13 stride24 = Kind13::Green14;
}
} // namespace img18

int filter25(int stride26, int n27, int n28)
{
    stride26 = 'A' + ((n28 % stride26) / (stride26 * stride26));
    auto op29 = [&]() -> int {
        n28 = sizeof(float);
        img18::apply19<<<(n27 + 127) / 128, sizeof(unsigned int) * 128>>>(2, 44);
        math8::clamp9<<<020, 64>>>((const double*)nullptr, nullptr, 7);
        return (int)L'z';
    };
    stride26 = -0;
    Kind13 acc30 = Kind13::Red15;
    return n27;
}

int main()
{
    int size31 = 2118;
    size31 = (~size31) - size31;
    auto op34 = [=](int w32, unsigned long w33) mutable -> unsigned char {
        math8::clamp9<<<(w33 + 127) / 128, 32, 1024>>>(nullptr, (const int*)nullptr, (unsigned)53UL);
        math8::clamp9<<<1 << 2, 256, sizeof(float) * 32>>>((const double*)nullptr, (const int*)nullptr, size31);
        ++w33;
        return 'a' << ((int)w32);
    };
    size31 &= 39;
    ([&] {
        ++size31;
    })();
    --size31;
    img18::apply19<<<16, 32, sizeof(int) * 32>>>(+size31, size31 / size31);
    return 0;
}
