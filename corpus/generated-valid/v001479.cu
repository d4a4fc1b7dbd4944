// cudagen 0.1 seed 1479 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,constexpr_var,enum_class,if,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,lambda,lambda_launch
#include "prelude.cuh"

__host__ __device__ size_t spread1(int n2, int* acc3, const float* src4)
{
    n2 = 28;
    acc3[n2] <<= 2ul;
    constexpr bool prod5 = 0;
    constexpr double prod6 = 14.5;
    acc3[n2 & 7] %= -(*acc3);
    return (*acc3) << (40 * (acc3[4] ^ acc3[n2]));
}
enum class Color7 { Busy8, Slow9, Fast10, Busy11 };
__global__ void trace12(unsigned int beta13, int stride14)
{
    int idx15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    spread1(static_cast<int>(spread1(45, (int*)nullptr, nullptr)), (int*)nullptr, static_cast<const float*>(nullptr));
    long long m16 = static_cast<int>(stride14) / (stride14 + (stride14 % idx15));
    stride14 = 29 * beta13;
    m16 -= beta13;
    --beta13;
}
__global__ void __launch_bounds__(0x400) sift17_kernel(const int* input18)
{
    signed char f19 = input18[gridDim.z & 7];
    f19 &= input18[5];
    short cnt20 = (threadIdx.x | (f19 += *input18, (-2ll))) + 10;
}
int main(void)
{
    int len21 = 3983;
    auto lam22 = []() -> unsigned {
        trace12<<<512, (128), 512 * 0x8, (cudaStream_t)0>>>(spread1(spread1(0x33UL, static_cast<int*>(nullptr), static_cast<const float*>(nullptr)), nullptr, (const float*)nullptr), 51UL + spread1(21, (int*)nullptr, nullptr));
        return 11;
    };
    if ((len21 - len21) < 0x20) {
        return 0b101 >> (len21 * len21);
    }
    constexpr unsigned cnt23 = 6 * 9;
    sift17_kernel<<<dim3(2), 64>>>((const int*)nullptr);
    return 0;
}
