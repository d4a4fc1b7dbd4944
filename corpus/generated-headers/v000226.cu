// cudagen 0.2 seed 226 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,main,device_array,constant_var,constant_array,managed_var,shared_var,static_shared,extern_shared,constexpr_var,bitwise,pointer_arith,array_index,lit_int_octal,lit_float,lit_nullptr,sizeof,macro_object,pp_if,nttp_pointer,explicit_specialization,if_constexpr,type_traits,memory_spaces,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cuda/std/array>
#include <cuda/std/functional>

#define NUM_ITERS_1 128
#if NUM_ITERS_1 % 2 == 0 || NUM_ITERS_1 < 4
#define CONFIG_2 8
#elif NUM_ITERS_1 < 0
#error unreachable configuration
#else
#define CONFIG_2 24
#endif
__device__ int twice4(int v) { return v * 2; }
template <int (*F)(int)> __device__ int callWith5(int x) { return F(x) + 1; }
__device__ int indirect3(int x) { return callWith5<twice4>(x) + callWith5<&twice4>(1); }
__constant__ float c_scatter6 = -8;
__global__ void __launch_bounds__((512)) bump7_kernel(unsigned char *acc8) {
    extern __shared__ int dyn_9[];
    unsigned int gid10 = threadIdx.x;
    short s11 = 2978;
    dyn_9[gid10] = blockDim.x;
    acc8[s11] = gid10 + (NUM_ITERS_1 | dyn_9[2]);
    acc8[gid10 & 7] = 066;
    float f12{17.625f};
    (void)f12;
}
template <typename T> struct IsReal14 { static constexpr bool value = false; };
template <> struct IsReal14<float> { static constexpr bool value = true; };
template <> struct IsReal14<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify13(T v) {
    if constexpr (IsReal14<T>::value) {
        return static_cast<int>(v * 6);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
__device__ int devTable15[4];
__constant__ float coeffs16[4] = {8.5f, 4.5f, 5.5f, 7.5f};
__managed__ int managedTotal17;
__global__ void everySpace18(int *out) {
    __shared__ int tile[32];
    static __shared__ float extra[8];
    extern __shared__ float dynamicTile[];
    const int i = static_cast<int>(threadIdx.x);
    tile[i & 31] = devTable15[i & 3] + managedTotal17;
    extra[i & 7] = coeffs16[i & 3];
    dynamicTile[i] = extra[i & 7];
    out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}
int main() {
    int len19 = 2874;
    (void)len19;
    cudaEvent_t start20, stop21;
    cudaEventCreate(&start20);
    cudaEventCreate(&stop21);
    cudaEventRecord(start20);
    cudaEventRecord(stop21);
    cudaEventSynchronize(stop21);
    float ms22 = 0.0f;
    cudaEventElapsedTime(&ms22, start20, stop21);
    cudaEventDestroy(start20);
    cudaEventDestroy(stop21);
    bump7_kernel<<<NUM_ITERS_1, sizeof(unsigned int) * 32>>>(nullptr);
    everySpace18<<<sizeof(unsigned int) * 64, CONFIG_2 + 56, 0, (cudaStream_t)0>>>(nullptr);
    return 0;
}
