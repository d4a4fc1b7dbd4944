// cudagen 0.1 seed 22 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,shared_var,extern_shared,local_array,namespace,nested_namespace,if,if_else,for,switch,static_assert,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_functional,cast_static,sizeof
#include "prelude.cuh"

namespace math1::v2 {
inline __device__ long sweep3(int lane4)
{
    lane4++;
    lane4 = blockDim.x;
    return 23l;
}

__global__ void __launch_bounds__(512, 3) weigh5_kernel(float *buf6, int *__restrict__ dst7, const int *in8, long long alpha9)
{
    extern __shared__ float dyn_10[];
    unsigned i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    switch (int(threadIdx.x)) {
    case 12:
        break;
    }
    for (int n12 = 0; n12 < (5 * 3); ++n12) {
        int hi13[8] = {static_cast<int>(17 >> n12), 11UL, n12, 0};
        hi13[i11] = static_cast<float>((56u % hi13[6]) ^ 3);
        float f14 = threadIdx.x;
    }
    dst7[alpha9] = alpha9 - (blockIdx.x * (i11 / 490LL));
}
} // namespace math1::v2

__global__ void mix15_kernel(int lane16, const float *src17, int *__restrict__ data18, unsigned long *acc19)
{
    unsigned int i20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i20 >= lane16)
        return;
    acc19[i20] = static_cast<unsigned int>(0LL % i20) << (static_cast<short>(15) - (data18[lane16] + 1));
    for (int n21 = 2; n21 > 0; --n21) {
        if (34 != (src17[4] * data18[2]))
            return;
        acc19[n21] = 43;
    }
    int k22(-warpSize);
    static_assert(43 > 42, "expected value");
    int sum23 = i20;
}

int main()
{
    int len24 = 4'043;
    if (len24 <= 13ll) {
        len24 = len24 + 55UL;
        len24 = len24;
    } else {
    }
    math1::v2::weigh5_kernel<<<(len24 + 255) / 256, 128 * 2>>>(nullptr, (int*)nullptr, &len24, 31LL);
    mix15_kernel<<<sizeof(unsigned int) * 64, (32), 0, 0>>>(len24, nullptr, &len24, static_cast<unsigned long*>(nullptr));
    return 0;
}
