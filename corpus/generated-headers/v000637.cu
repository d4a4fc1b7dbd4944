// cudagen 0.2 seed 637 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,host_device_function,main,managed_var,host_global,constexpr_var,local_array,if,ternary,shift,comparison,pointer_arith,address_of,member_access,array_index,call,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,sizeof,pp_ifdef,pp_if,managed_in_class,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <type_traits>
#include <compare>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 60
#endif
#if TUNE_4 > 119
#define CONFIG_5 8
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 15
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__device__ __host__ unsigned score7(float* buf8) {
    float t9{static_cast<float>(buf8[0])};
    unsigned int m10[7] = {1U, 12L};
    const unsigned* f11 = nullptr;
    if (((buf8[3] >= t9) ? f11[1] : t9) >= 39) {
        return m10[3] - 43UL;
    }
    if (((-buf8[6]) * ((*buf8) + buf8[6])) <= sqrtf(t9)) {
        float val12 = static_cast<int>(static_cast<float>(f11[0] << m10[6]));
        (void)val12;
        int z13 = (51 >> f11[3]);
        (void)z13;
    }
    return buf8[4];
}
__host__ __device__ float norm14(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
int g_clamp15[] = {'A', 4475, 15ul, 1U, 53};
struct Gauge16 {
    int count;
    float total;
    __host__ __device__ void add(float v) {
        ++count;
        total += v;
    }
};
__managed__ Gauge16 managedStats17;
__host__ __device__ int record18(int x) {
    managedStats17.add(static_cast<float>(x));
    return managedStats17.count;
}

__global__ void grow19_kernel(const int* src20, long long b21) {
    b21 = managedStats17.count;
    constexpr int idx22 = 20;
    (void)idx22;
}

int main() {
    int count23 = 3135;
    count23 = (unsigned long long)g_clamp15[count23];
    grow19_kernel<<<(count23 + 31) / 32, 256, sizeof(double) * 256, (cudaStream_t)0>>>(nullptr, g_clamp15[count23]);
    return 0;
}
