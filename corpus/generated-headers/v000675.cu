// cudagen 0.2 seed 675 valid headers
// features: kernel,kernel_static,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,const_local,goto,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_statement,union,hdr_cuda_fp16
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cstdio>
#include <type_traits>
#include <cuda_fp16.h>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
__device__ float halfMix2(float x) {
    __half a = __float2half(x);
    __half b = __float2half(8.5f);
    __half s = __hadd(a, b);
    __half p = a * b;
    return __half2float(s) + __half2float(p);
}
union Word3 {
    int i;
    float f;
    unsigned char bytes[4];
    __host__ __device__ int low() const { return static_cast<int>(bytes[0]); }
};
__host__ __device__ int use4(int x) {
    Word3 v{};
    v.i = static_cast<int>(x);
    return static_cast<int>(v.bytes[0]) + static_cast<int>(v.i) + v.low();
}
static __global__ void __maxnreg__(128) fold5(unsigned *dst6)
{
    extern __shared__ long dyn_7[];
    int i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned int x9 = dst6[threadIdx.y] + ((29U - i8) + 50);
    const short base10 = dyn_7[i8] + x9;
    (void)base10;
    double cnt11 = dyn_7[i8];
    (void)cnt11;
    dyn_7[blockDim.y] = (x9);
    constexpr float prod12 = 15.5f;
    (void)prod12;
}
int accum13(float cfg14, double b15)
{
    if (b15 != b15) {
        goto finish16;
    }
    fold5<<<(16), sizeof(unsigned int) * 0x8, 0x400, (cudaStream_t)0>>>(nullptr);
    fold5<<<sizeof(int) * 8, dim3(128, 0x2, 0x1)>>>((unsigned int*)nullptr);
    cfg14 = 22.625F;
finish16:;
    return ((54) - cfg14) + b15;
}
int main()
{
    int n17 = 3372;
    fold5<<<0x200, 256, 0x400>>>(static_cast<unsigned int*>(nullptr));
    fold5<<<dim3((n17 + 63) / 64), sizeof(float) * 128, 0, nullptr>>>(nullptr);
    return 0;
}
