// cudagen 0.1 seed 347 valid
// features: kernel,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_device_function,host_function,default_args,main,constexpr_var,local_array,auto_var,if,for,static_assert,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define RADIUS_1 3
#define NUM_ITERS_2 (3)
#define NUM_ITERS_3 5
#if (NUM_ITERS_2 * 2) >= 22 && NUM_ITERS_2 != 0
#define CONFIG_4 7
#elif NUM_ITERS_2 < 0
#error unreachable configuration
#else
#define CONFIG_4 11
#endif
static_assert(13 > 12, "tile must fit");

__device__ void stencil5(int stride6, const float *input7, const float *src8) {
    const float *lo9 = src8;
    stride6 += blockDim.x + 10lu;
    stride6 += 50UL;
    float diff10 = stride6;
    --stride6;
    --diff10;
}
#define DEFINE_MAP_KERNEL_11(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_11(map_drift12, int)
DEFINE_MAP_KERNEL_11(map_trace13, float)

inline __device__ long long split14(int stride15, int len16) {
    stride15 = 473;
    stride15 = len16;
    double flag17 = 18.375f;
    return 10;
}

inline __host__ __device__ long long apply18(int count19, int lane20, int count21) {
    count19 = (7 * lane20) + count19;
    int hi22 = ((count19 * float(count19)) <= lane20) ? lane20 : count19;
    long long sum23 = hi22;
    count21 -= lane20;
    unsigned int sum24[5] = {};
    static_assert((CONFIG_4 + (CONFIG_4 + (NUM_ITERS_2 + 0x24))) == 61, "tile must fit");
    double lo25 = (sum23);
    return lane20;
}

__global__ void relax26_kernel(const int *coef27, const float *__restrict__ coef28, double *out29) {
    int i30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    out29[7] = blockIdx.z;
    float sum31[3]{-6, 61UL, 0x1p1F};
    for (int it32 = 0x0; it32 < 15; ++it32) {
        ++out29[it32];
        float f33[4] = {float(apply18(coef27[i30 & 7], it32, i30))};
    }
    --out29[threadIdx.y & 7];
}

inline __device__ int count34(double b35, int lane36, int *data37) {
    lane36++;
    static_assert((10 * 5) == 0x32);
    return apply18(static_cast<unsigned int>(double(16.625)), int(b35) / (~lane36), (double)12.75);
}

__host__ int host_decay38(int lane39, unsigned long a40, short cfg41 = 44) {
    auto res42 = 57;
    res42 = lane39;
    return (((cfg41 + cfg41) - 51ull) != NUM_ITERS_3) ? cfg41 : apply18(41 % a40, apply18(a40, CONFIG_4, res42), 0x5 + res42);
}

__device__ unsigned char merge43(int len44, const float *input45) {
    if (input45 == nullptr)
        return 255;
    apply18(split14(split14(*input45, len44), split14(len44, *input45)), ((len44 - (*input45)) == blockDim.x) ? count34(CONFIG_4, 17, nullptr) : input45[5], 11U);
    len44++;
    return 49 + split14(44l, len44);
}

int main(void) {
    int n46 = 3547;
    float *flag47 = static_cast<float*>(nullptr);
    map_trace13<<<2, (RADIUS_1 + 5) * 16, 0x40 * 16>>>(flag47, n46);
    map_drift12<<<dim3(2), (CONFIG_4 + 21) * 0x2>>>(nullptr, NUM_ITERS_2 * n46);
    relax26_kernel<<<dim3(32), 64, sizeof(float) * 0x20>>>(nullptr, flag47, reinterpret_cast<double*>(flag47));
    return 0;
}
