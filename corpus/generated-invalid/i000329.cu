// cudagen 0.1 seed 329 invalid:shared_in_range_for
// features: kernel,kernel_from_macro,launch,launch_dim3,builtin_vars,device_function,device_forceinline,static_device_function,host_device_function,main,device_var,typedef,using_alias,switch,switch_fallthrough,static_assert,incdec,lit_int_binary,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_stringize,macro_paste,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 16
#define CHUNK_2 4
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 11
#else
#define TUNE_7 54
#endif
__device__ float d_bias8 = 19.625f;
typedef int idx9_t;
#define DEFINE_MAP_KERNEL_10(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_10(map_probe11, unsigned int)
typedef short int *ptr12_t;
using idx13_t = int;

static __device__ __forceinline__ idx9_t shade14(float cfg15) {
    ++cfg15;
    cfg15 = (cfg15 * (d_bias8 + sizeof(long long))) - (cfg15 + float(d_bias8));
    switch (gridDim.y) {
    case 1:
        cfg15 = d_bias8;
        [[fallthrough]];
    case 0b10:
        break;
    default:
        d_bias8++;
        break;
    }
    return (char)d_bias8;
}
static_assert((CHUNK_2 + 49) == 53, "expected value");

__host__ __device__ double drift16(int len17, idx9_t lane18) {
    len17 = 43 - CAT_5(len, 17);
    --lane18;
    return len17;
}
__device__ long d_mix19 = 20;
__global__ void range_kernel22(int *p)
{
    int vals23[3] = {1, 2, 3};
    for (__shared__ int x : vals23) {
        p[0] += x;
    }
}

int main(void) {
    int count20 = 4004;
    const char* res21 = STR_4(CHUNK_2);
    --count20;
    map_probe11<<<dim3(8, (count20 + 63) / 64), 8 * 8>>>((unsigned int*)nullptr, res21[0]);
    return 0;
}
