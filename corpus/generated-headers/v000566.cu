// cudagen 0.2 seed 566 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,main,constexpr_var,if,ternary,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_static,sizeof,macro_statement,pp_ifdef,pp_if,nttp_auto,hdr_cuda_fp16
// nvcc: -std=c++20 --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <array>
#include <cuda_fp16.h>
#include <cub/block/block_reduce.cuh>
#include <compare>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifndef USE_FAST_PATH_2
#define TUNE_3 2
#else
#define TUNE_3 41
#endif

#if TUNE_3 == 2
#define CONFIG_4 6
#else
#define CONFIG_4 13
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <auto V>
__host__ __device__ int addConst6(int x) {
    using value_type = decltype(V);
    return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
__host__ __device__ int consts7(int x) { return addConst6<3>(x) + addConst6<'a'>(x) + addConst6<true>(x); }

__global__ void sift8_kernel(float* data9, float* acc10, const unsigned char* src11)
{
    signed char base12 = 46;
    long z13 = 41 * (*acc10);
    (void)z13;
    int e14 = TUNE_3 + (base12 & 31);
    __half h15 = __float2half(static_cast<float>(e14));
    float y16 = __half2float(__hmul(h15, h15));
    (void)y16;
}

int main()
{
    int len17 = 969;
    if ((len17 & 1))
        return len17;
    cudaStream_t lim18 = 0;
    ++len17;
    const char* h19 = "ok" "_tail";
    int q20 = h19[1] + ((len17 != 64) ? 47 : 0x6);
    (void)q20;
    int s21 = CONFIG_4;
    (void)s21;
    sift8_kernel<<<256, 128, sizeof(unsigned int) * 1024, lim18>>>(static_cast<float*>(nullptr), nullptr, (const unsigned char*)nullptr);
    return 0;
}
