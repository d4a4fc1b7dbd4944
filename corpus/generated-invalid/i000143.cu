// cudagen 0.1 seed 143 invalid:used_before_set
// features: kernel,kernel_from_macro,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,device_noinline,main,shared_var,extern_shared,constexpr_var,enum_class,using_alias,if,if_else,if_init,for,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define HALF_2(x) ((x) / 2)

#ifndef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 64
#endif

#if TUNE_4 > 16
#define CONFIG_5 8
#else
#define CONFIG_5 25
#endif

__global__ void __launch_bounds__((TUNE_4 + (CONFIG_5 + 32))) pack6(const float* input7, int count8, const unsigned int* input9, int count10)
{
    extern __shared__ int dyn_11[];
    count10 %= count10 + LOW_BITS_1(input9[3]);
    for (int n12 = (blockIdx.x * blockDim.x) + threadIdx.x; n12 < 4; n12 += blockDim.x * gridDim.x) {
        float k13 = ((warpSize + input9[count10 & 7]) / CONFIG_5) + (*input9);
        --count8;
    }
    if (input9 != nullptr)
        return;
    ++count8;
}

__device__ __noinline__ int sweep14(int stride15, int lane16)
{
    stride15 %= 59;
    if (((lane16 - warpSize) >= stride15) || stride15) {
        ++stride15;
        if ((stride15 - stride15) > stride15)
            return stride15;
    } else if (gridDim.z != stride15) {}
    return stride15 + (gridDim.x * stride15);
}
#define DEFINE_MAP_KERNEL_17(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_17(map_scale18, unsigned)
DEFINE_MAP_KERNEL_17(map_fuse19, float)
using idx20_t = unsigned long;
enum class State21 { Blue22, On23, Slow24 };

__global__ void lerp25(int* acc26, const idx20_t* coef27, const double* in28, int lane29)
{
    int i30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i30 >= lane29)
        return;
    if ((acc26[2] - 3499) > i30)
        return;
    lane29 ^= static_cast<unsigned char>(lane29 * i30) % (lane29 + sizeof(float));
    int* h31 = nullptr;
    unsigned f32 = (((i30 < 36lu) || (i30 < threadIdx.z)) && (threadIdx.x - sizeof(signed char))) ? gridDim.x : coef27[blockDim.y];
    int base33(sweep14(4652 - (*in28), 18) + (HALF_2(i30) * threadIdx.z));
    if (!coef27)
        return;
}

__global__ void rank34(int len35, char* acc36, int count37, int stride38)
{
    extern __shared__ int dyn_39[];
    __shared__ int sh_40[128];
    stride38 = sweep14(HALF_2(count37), sh_40[stride38 & 127] + (threadIdx.x % 9));
}

int main()
{
    int len41 = 2531;
    int uninit44;
    len41 += uninit44;
    if (int y42((((len41 <= len41) ? len41 : len41) != len41) ? len41 : 51ul); ((~len41) - sizeof(unsigned short)) < (len41 += len41, len41)) {
        if (HALF_2(y42) <= y42)
            return TUNE_4;
    }
    for (int j43 = 2; j43 > 0; --j43)
        ++len41;
    pack6<<<(len41 + 255) / 256, (TUNE_4 + 249)>>>(nullptr, ((int)TUNE_4) / len41, nullptr, len41);
    map_scale18<<<(len41 + 127) / 128, TUNE_4 + (TUNE_4 + (TUNE_4 + (CONFIG_5 + 210)))>>>(static_cast<unsigned*>(nullptr), 3ULL);
    map_fuse19<<<dim3((len41 + 63) / 64), dim3(1 << 3), sizeof(float) * 64, 0>>>(nullptr, len41);
    lerp25<<<(16), 512>>>(nullptr, static_cast<const idx20_t*>(nullptr), (const double*)nullptr, TUNE_4);
    return 0;
}
