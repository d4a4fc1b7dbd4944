// cudagen 0.2 seed 338 valid headers
// features: kernel,launch,builtin_vars,device_function,main,shared_var,local_array,ternary,bitwise,comparison,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_c,sizeof,macro_function,comments,hdr_cuda_fp16
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <type_traits>
#include <cuda_fp16.h>

#define SQR_1(x) ((x) * (x))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
// NOTE: keep in sync with the host reference.
__global__ void bias4_kernel(float* acc5, long* acc6)
{
    long k7 = -acc5[blockIdx.z];
    (void)k7;
    int lo8[2] = {-0b11001};
    (void)lo8;
}
__device__ float halfMix9(float x) {
    __half a = __float2half(x);
    __half b = __float2half(1.5f);
    __half s = __hadd(a, b);
    __half p = a * b;
    return __half2float(s) + __half2float(p);
}
// NOTE: keep in sync with the host reference.
inline __device__ long fuse10(int n11, long long alpha12)
{
    int off13[7] = {};
    (void)off13;
    __shared__ int sh_14[(32)];
    return (((sh_14[n11] * sh_14[warpSize]) > alpha12) ? sizeof(int) : ((sh_14[1] <= 4) ? sh_14[n11 & 31] : 5)) % warpSize;
}
int main()
{
    int count15 = 335;
    count15 = (count15 += sizeof(float), 2361);
    const char* lim16 = "x=%d";
    (void)lim16;
    int lim17(-(-1722));
    (void)lim17;
    bias4_kernel<<<256, (256)>>>((float*)nullptr, (long*)nullptr);
    return 0;
}
