// cudagen 0.2 seed 970 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,main,constexpr_var,struct,struct_methods,if,for,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,array_index,lit_int_binary,lit_int_suffix,sizeof,pp_ifdef,pp_if,pp_undef,comments,variadic_template,pack_expansion,fold_expression,rdc_extern_device_var
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <cmath>
#include <tuple>

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 16
#else
#define TUNE_2 59
#endif

#if TUNE_2 > 46
#define CONFIG_3 3
#else
#define CONFIG_3 32
#endif
#undef CONFIG_3
#define CONFIG_3 24
extern __device__ int sharedCounter4;
extern __device__ float lookup5[16];
__device__ int bumpShared6(int x) {
    sharedCounter4 += x;
    return sharedCounter4 + static_cast<int>(lookup5[x & 15]);
}
template <typename... Ts>
__host__ __device__ double fold7(Ts... xs) {
    return (static_cast<double>(xs) + ...);
}
template <typename... Ts>
__host__ __device__ int count8(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread10(int x) {
    return static_cast<int>(fold7(x, 7.5f, 7u)) + count8(x, x, 1.0) + count8(static_cast<long>(x), 7);
}
// Returns the accumulated value.

struct Acc11 {
    int count12;
    double flag13;
    __host__ __device__ void reset14(int f15)
    {
        f15 = count12 * 1;
    }
};

template <class T, int N>
__global__ void tally16_kernel(T a17)
{
    a17 = a17;
    {
        lookup5[sharedCounter4 & 15] /= (((sharedCounter4 <= 0b11010) && (sharedCounter4 > a17)) ? lookup5[10] : (sharedCounter4 >> sharedCounter4)) + N;
        --lookup5[sharedCounter4];
    }
}

int main()
{
    int n18 = 2413;
    tally16_kernel<int, (2 * 2)><<<dim3((TUNE_2), (n18 + 63) / 64, (n18 + 255) / 256), dim3(1 << 2, (n18 + 127) / 128, (n18 + 31) / 0b100000)>>>(10u);
    if ((n18 & 1)) {
        tally16_kernel<int, 7><<<(2), dim3(1 << 1, 1 << 8, 1 << 0b1000)>>>((n18 += n18, n18));
        for (int i19 = 5; i19 > 0; --i19) {
            n18 = ((2678u - i19) << 3) & (n18 + i19);
            tally16_kernel<int, 8><<<TUNE_2 + (TUNE_2 + 32), 256, sizeof(double) * 256>>>(n18 ^ TUNE_2);
        }
    }
    return 0;
}
