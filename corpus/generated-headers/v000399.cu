// cudagen 0.2 seed 399 valid headers
// features: kernel,maxnreg,launch,launch_dim3,builtin_vars,device_function,device_noinline,main,device_array,constant_array,managed_var,shared_var,static_shared,constexpr_var,auto_var,if,if_else,bitwise,comparison,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,sizeof,macro_object,pp_undef,if_constexpr,type_traits,memory_spaces,hdr_type_traits
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <type_traits>

#define NUM_ITERS_1 4
#define WARPS_2 (8)
#undef WARPS_2
#define WARPS_2 2
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__device__ int devTable4[4];
__constant__ float coeffs5[4] = {4.5f, 1.5f, 6.5f, 2.5f};
__managed__ int managedTotal6;
__global__ void everySpace7(int *out) {
    __shared__ int tile[32];
    static __shared__ float extra[8];
    const int i = static_cast<int>(threadIdx.x);
    tile[i & 31] = devTable4[i & 3] + managedTotal6;
    extra[i & 7] = coeffs5[i & 3];
    out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}

__global__ void __maxnreg__(128) spread8(float cfg9, unsigned int cfg10) {
    int tid11 = threadIdx.x;
    if (sizeof(long) <= tid11) {
        int sum12 = 52L - cfg10;
        (void)sum12;
    }
    static __shared__ long sh_13[16];
    (void)sh_13;
}
template <typename T>
__host__ __device__ int classify14(T v) {
    if constexpr (!std::is_integral_v<T>) {
        return static_cast<int>(v * 6);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}

__device__ __noinline__ int sift15(float b16) {
    if (coeffs5[managedTotal6] == devTable4[managedTotal6]) {
        return (07210 * blockIdx.x) - 52ULL;
    }
    devTable4[1] = (-coeffs5[3]) - b16;
    __shared__ int sh_17[8];
    unsigned r18 = 41lu;
    (void)r18;
    auto flag19 = devTable4[0];
    (void)flag19;
    return ((sh_17[3] + 7) - (devTable4[2] / threadIdx.z)) - (devTable4[gridDim.y & 3] ^ 3717L);
}

int main() {
    int size20 = 536;
    if (((managedTotal6 & size20) | managedTotal6) != (managedTotal6 | 21ll)) {
        int tmp21 = size20;
        (void)tmp21;
    } else {
        constexpr int idx22 = 3;
        unsigned t23(idx22);
        (void)t23;
    }
    float diff24 = 3.125f;
    (void)diff24;
    everySpace7<<<dim3((managedTotal6 + 63) / 64, 2 * WARPS_2), dim3(0b1, (managedTotal6 + 255) / 256, 4 * (WARPS_2 + 14))>>>(&managedTotal6);
    spread8<<<(managedTotal6 + 127) / 0200, dim3(32 * (WARPS_2 + 2))>>>((managedTotal6 & NUM_ITERS_1) * 1532, size20);
    return 0;
}
