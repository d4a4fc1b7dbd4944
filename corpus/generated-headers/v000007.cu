// cudagen 0.2 seed 7 valid headers
// features: kernel,kernel_static,launch,device_function,main,shared_var,constexpr_var,if,bitwise,comparison,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,cast_c,cast_static,macro_object,macro_stringize,macro_statement,pp_if,comments,explicit_specialization,if_constexpr,type_traits,concept,requires_clause,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>
#include <tuple>

#define NUM_ITERS_1 8
#define NUM_ITERS_2 8
#define NUM_ITERS_3 8
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#if NUM_ITERS_2 > 73
#define CONFIG_7 6
#else
#define CONFIG_7 22
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T> struct IsReal10 { static constexpr bool value = false; };
template <> struct IsReal10<float> { static constexpr bool value = true; };
template <> struct IsReal10<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify9(T v) {
    if constexpr (IsReal10<T>::value) {
        return static_cast<int>(v * 4);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
template <typename T> concept Small11 = sizeof(T) <= 8;
template <typename T> concept Arith12 = Small11<T> && (sizeof(T) >= 4);
template <Small11 T> __host__ __device__ T twice13(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) __host__ __device__ T thrice14(T x) { return x * 3; }
template <typename T> __host__ __device__ T quad15(T x) requires Arith12<T> { return x * 4; }
__host__ __device__ int sign16(Small11 auto v) { return v != 0 ? 1 : 2; }
// Computes one element per thread.

__device__ int stencil17(int lane18) {
    if (static_cast<unsigned int>(lane18) >= lane18)
        return lane18 * lane18 * static_cast<float>(NUM_ITERS_1);
    if ((lane18 - (+lane18)) == 7) {
        double f19 = ((lane18 + 0b1001) & 0b110) & (9 - (lane18 - lane18));
        (void)f19;
        __shared__ int sh_20[8];
        (void)sh_20;
    }
    lane18 = lane18;
    return 10l;
}

static __global__ void shade21(int lane22) {
    lane22 = 10;
    float k23 = 1.5f;
    if (k23 > (lane22 % NUM_ITERS_3)) {
        float v24 = 22;
        float acc25 = v24 + 8;
        (void)acc25;
    }
}

int main() {
    int size26 = 2222;
    cudaEvent_t start27, stop28;
    cudaEventCreate(&start27);
    cudaEventCreate(&stop28);
    cudaEventRecord(start27);
    cudaEventRecord(stop28);
    cudaEventSynchronize(stop28);
    float ms29 = 0.0f;
    cudaEventElapsedTime(&ms29, start27, stop28);
    cudaEventDestroy(start27);
    cudaEventDestroy(stop28);
    const char *cnt30 = STR_6(NUM_ITERS_3);
    (void)cnt30;
    shade21<<<(1), 8 * (NUM_ITERS_1 + 0x8)>>>((unsigned)(2 & size26));
    return 0x0;
}
