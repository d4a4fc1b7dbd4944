// cudagen 0.1 seed 1 invalid:device_call_from_host_device
// features: kernel,kernel_from_macro,launch,builtin_vars,main,shift,lit_float,lit_nullptr,cast_c,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 2
#else
#define TUNE_4 28
#endif

#if (TUNE_4 * 2) >= 43 && TUNE_4 != 0
#define CONFIG_5 2
#else
#define CONFIG_5 32
#endif
#define DEFINE_MAP_KERNEL_6(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_6(map_merge7, unsigned)
DEFINE_MAP_KERNEL_6(map_stencil8, double)
__device__ float device_only11(float x)
{
    return x * 0.5f;
}
__host__ __device__ float portable12(float x)
{
    return device_only11(x) + 1.0f;
}

int main() {
    int n9 = 3959;
    float k10 = n9;
    k10 = 15.F;
    map_merge7<<<512, 1 << (TUNE_4 + 7)>>>((unsigned*)nullptr, k10);
    map_stencil8<<<8 * (TUNE_4 + (TUNE_4 + (TUNE_4 + 2))), (32)>>>(nullptr, k10);
    return 0;
}
