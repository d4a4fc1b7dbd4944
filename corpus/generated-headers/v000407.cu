// cudagen 0.2 seed 407 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_noinline,static_device_function,main,shared_var,constexpr_var,typedef,namespace,if,for,shift,logical,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,hdr_cmath,hdr_cstdio,hdr_cuda_fp16
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>
#include <cstdio>
#include <cuda_fp16.h>
#include <cub/block/block_reduce.cuh>

#define CAT_1(a, b) a##b
__device__ unsigned long long tally2(float* __restrict__ out3, int* __restrict__ out4, int stride5)
{
    stride5 = '#' * blockIdx.x;
    expf(fminf(stride5 - gridDim.x, stride5 % CAT_1(stride, 5)));
    float h6 = 7.875f + floorf(sizeof(double)) + (threadIdx.z - 4.75f);
    (void)h6;
    double f7 = CAT_1(stride, 5) * out3[4];
    (void)f7;
    constexpr unsigned x8 = 38;
    (void)x8;
    stride5 = ceilf(expf(042)) / CAT_1(stride, 5);
    return 3L - out4[4];
}
__device__ float split9(const double* __restrict__ src10, long beta11)
{
    __shared__ int sh_12[128];
    tally2((float*)nullptr, sh_12, floorf(ceilf(threadIdx.x)));
    return *src10;
}
__device__ float halfMix13(float x) {
    __half a = __float2half(x);
    __half b = __float2half(3.5f);
    __half s = __hadd(a, b);
    __half p = a * b;
    return __half2float(s) + __half2float(p);
}
__global__ void clamp14(float* dst15, int stride16, const float* __restrict__ in17, int count18)
{
    int idx19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx19 >= stride16)
        return;
    double val20 = cosf(in17[6]);
    (void)val20;
    constexpr double sum21 = 26;
    ceilf(1.75f - fminf(27l, sum21));
}
namespace kern22 {
static __device__ __noinline__ int count23(long alpha24)
{
    constexpr double val25 = 44UL;
    constexpr float sum26 = 7.375f;
    (void)sum26;
    for (int n27 = 0; n27 < 12; n27++)
        alpha24 = floorf(split9((const double*)nullptr, 42)) + (val25 + n27);
    if (!(alpha24 >= blockIdx.x))
        return val25;
    constexpr unsigned long w28 = 0b11111;
    (void)w28;
    return threadIdx.z;
}
typedef unsigned idx29_t;
template <class T>
__global__ void lerp30_kernel(T* data31, long long* dst32, int n33)
{
    int gid34 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid34 >= n33)
        return;
    __half h35 = __float2half(static_cast<float>(gid34));
    float stride36 = __half2float(__hmul(h35, h35));
    (void)stride36;
    data31[blockIdx.x] = blockDim.x;
}
} // namespace kern22
int main()
{
    int count37 = 2733;
    int e38 = 1611U;
    printf("sum %d\n", static_cast<int>(count37));
    clamp14<<<dim3(0b10, (count37 + 127) / 128), (512)>>>(nullptr, (count37 * CAT_1(count, 37)) + (e38 - 18), (const float*)nullptr, expf(e38));
    kern22::lerp30_kernel<double><<<(e38 + 255) / 256, dim3(1 << 5, (e38 + 255) / 256), 0>>>(static_cast<double*>(nullptr), static_cast<long long*>(nullptr), fminf(e38, 20UL) + fminf(e38, count37));
    return 0;
}
