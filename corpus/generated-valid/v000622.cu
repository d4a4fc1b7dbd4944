// cudagen 0.1 seed 622 valid
// features: kernel,restrict_params,launch,builtin_vars,device_function,device_forceinline,main,constexpr_var,local_array,if,for,nested_block,ternary,bitwise,logical,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_char,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 32
#define WARPS_2 5
#define BLOCK_SIZE_3 ((0b1000))
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 6
#else
#define TUNE_7 31
#endif
#if WARPS_2 > 15
#define CONFIG_8 2
#elif WARPS_2 < 0
#error unreachable configuration
#else
#define CONFIG_8 31
#endif

__device__ __forceinline__ float warp9(float alpha10, const float *__restrict__ input11)
{
    float prod12[3] = {};
    if ((input11 == nullptr) || (blockDim.x <= 44)) {
        return MAX2_4(input11[gridDim.z], ((threadIdx.x <= prod12[2]) ? alpha10 : gridDim.y));
    }
    prod12[2] = prod12[threadIdx.y];
    prod12[blockIdx.y] = MAX2_4(MAX2_4(alpha10, prod12[blockIdx.x]), alpha10);
    if (((prod12[1] != input11[blockDim.x]) ? sizeof(size_t) : sizeof(unsigned)) >= alpha10) {
        return (input11 == nullptr) ? (4 - prod12[2]) : (+CAT_5(alpha, 10));
    }
    return (int)((input11[blockIdx.x]) * threadIdx.x);
}

__global__ void stencil13(int *out14, int *__restrict__ buf15, int n16, float b17)
{
    unsigned i18 = threadIdx.x;
    if (i18 >= n16) {
        return;
    }
    b17 = *out14;
    if (out14[0b101] >= WARPS_2) {
        return;
    }
    for (int it19 = 5; it19 > 0; --it19) {
        int t20 = ((unsigned char)'a') % (n16 + (*buf15));
    }
    {
        int e21[6] = {-56, static_cast<int>((i18))};
        buf15[threadIdx.x] = b17;
    }
}

int main(void)
{
    int len22 = 1703;
    for (int n23 = 0; n23 < len22; ++n23) {
        len22 = ((len22 | 64) + 0b1) * (((float)n23) * n23);
    }
    len22 = 17u;
    const char *z24 = "\x41\102";
    stencil13<<<512, sizeof(float) * 8>>>(static_cast<int*>(nullptr), (int*)nullptr, (~z24[0]), len22 * (33 * len22));
    return 0;
}
