// cudagen 0.2 seed 144 valid headers
// features: launch_bounds,launch,launch_stream,host_function,static_host_function,default_args,main,constant_array,struct,enum_class,using_alias,if,static_assert,ternary,shift,comparison,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,enum_underlying,variadic_template,pack_expansion,fold_expression,cluster_dims,runtime_api
// nvcc: -arch=sm_90
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <type_traits>
#include <tuple>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define CAT_2(a, b) a##b
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

struct Pixel4 {
    float vel5;
    bool y6;
    double lo7;
};
static_assert(sizeof(int) == 4);

static void check_warp8(char b9, float *out10, float cfg11 = 1.25f)
{
    if ((cfg11 + 0) == CAT_2(b, 9)) {
        cfg11 = 45 << b9;
        if (CAT_2(cfg, 11) != (cfg11 * b9)) {
            int device12 = 0;
            cudaGetDevice(&device12);
            cudaDeviceProp prop13;
            cudaGetDeviceProperties(&prop13, device12);
            int sms14 = prop13.multiProcessorCount + prop13.warpSize;
            (void)sms14;
            b9 = CAT_2(b, 9) ? sizeof(unsigned int) : CAT_2(cfg, 11);
        }
        cfg11 = b9 / (2 % b9);
    }
}
__constant__ unsigned long long c_norm15[8] = {53L, 22, 20ULL};
__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(64, 2) clustered16(int *out, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        out[i] = i + static_cast<int>(blockIdx.y);
    }
}
enum class Color17 : unsigned char { Slow18, Add19 };
using rec20_t = Pixel4;
template <typename... Ts>
__host__ __device__ double fold21(Ts... xs) {
    return (static_cast<double>(xs) + ... + 0.0);
}
template <typename... Ts>
__host__ __device__ int count22(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
__host__ __device__ int spread24(int x) {
    return static_cast<int>(fold21(x, 8.5f, 8u)) + count22(x, x, 1.0) + count22(static_cast<long>(x), 8);
}

int main(void)
{
    int n25 = 746;
    (void)n25;
    cudaEvent_t start26, stop27;
    cudaEventCreate(&start26);
    cudaEventCreate(&stop27);
    cudaEventRecord(start26);
    cudaEventRecord(stop27);
    cudaEventSynchronize(stop27);
    float ms28 = 0.0f;
    cudaEventElapsedTime(&ms28, start26, stop27);
    cudaEventDestroy(start26);
    cudaEventDestroy(stop27);
    cudaStream_t lim29 = nullptr;
    (void)lim29;
    clustered16<<<sizeof(int) * 64, (512)>>>((int*)nullptr, 52);
    return 0;
}
