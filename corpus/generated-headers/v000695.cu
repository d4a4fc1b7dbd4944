// cudagen 0.2 seed 695 valid headers
// features: kernel,kernel_extern_c,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_device_function,device_template_function,main,shared_var,struct,for,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_statement,comments,if_constexpr
// nvcc: -std=c++20 --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <class T>
__device__ __forceinline__ T sift2(T* __restrict__ acc3)
{
    acc3[7] = alignof(float);
    T q4 = static_cast<double>((!acc3) ? threadIdx.x : 40);
    q4 *= q4 + q4;
    T base5 = (40 + int(acc3[warpSize & 7])) & ((0b100111 - blockDim.z) * (q4 += acc3[1], 22));
    (void)base5;
    return acc3[blockIdx.x];
}
// Returns the accumulated value.
struct Body6 {
    unsigned int id7;
    float lo8;
    unsigned sum9;
    int mass10;
};
extern "C" __global__ void gather11_kernel(int stride12, double* acc13)
{
    __shared__ float sh_14[16];
    (void)sh_14;
    (*acc13)++;
}
__host__ __device__ long long fuse15(Body6 a16, double p17, int n18)
{
    a16 = Body6{25, -34, 6u, '\0'};
    if constexpr (sizeof(long) == 4) {
        p17 -= n18 | (((p17 == n18) ? a16.id7 : sizeof(Body6)) * (43LL + a16.id7));
        float w19 = (12.875f);
        (void)w19;
    }
    return (0b1001 - (a16.mass10 ^ 8)) & 8U;
}
int main()
{
    int count20 = 882;
    for (int i21 = 0; i21 < count20; i21 += 2) {
        count20 ^= (i21) - (24 + (count20 + i21));
        count20 = count20 & (i21 * (17ul | count20));
    }
    gather11_kernel<<<32, 128, sizeof(double) * 256>>>(static_cast<int>((count20 >= 0b110000) ? count20 : count20), nullptr);
    return 0;
}
