// cudagen 0.2 seed 473 valid headers
// features: kernel,launch,main,constexpr_var,for,switch,static_assert,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_c,macro_object,macro_function,pp_ifdef,pp_if,variadic_template,pack_expansion,hdr_cuda_fp16
// nvcc: -std=c++20 --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <utility>
#include <cuda_fp16.h>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define TILE_DIM_1 3
#define RADIUS_2 16
#define MOD8_3(x) ((x) % 8)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 12
#else
#define TUNE_7 25
#endif

#if RADIUS_2 > 53
#define CONFIG_8 5
#else
#define CONFIG_8 23
#endif
__device__ float halfMix9(float x) {
    __half a = __float2half(x);
    __half b = __float2half(7.5f);
    __half s = __hadd(a, b);
    __half p = a * b;
    return __half2float(s) + __half2float(p);
}
__host__ __device__ inline double fold10() { return 1.0; }
template <typename T, typename... Rest>
__host__ __device__ double fold10(T first, Rest... rest) {
    return static_cast<double>(first) * fold10(rest...);
}
template <typename... Ts>
__host__ __device__ int count11(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread13(int x) {
    return static_cast<int>(fold10(x, 6.5f, 6u)) + count11(x, x, 1.0);
}

__global__ void decay14_kernel(const int* input15, int stride16, unsigned beta17)
{
    switch (beta17 + stride16) {
    case TILE_DIM_1 + (TILE_DIM_1 + 5):
        for (int i18 = 0; i18 < stride16; i18 += 2) {
            static_assert(37 > 36, "tile must fit");
            stride16 &= 34UL | beta17;
        }
        break;
    default:
        break;
    }
}

int main()
{
    int n19 = 1861;
    decay14_kernel<<<4, (512)>>>((const int*)nullptr, ((n19 == n19) ? n19 : n19) % MOD8_3(n19), TUNE_7);
    n19--;
    return 0;
}
