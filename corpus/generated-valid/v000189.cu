// cudagen 0.1 seed 189 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,static_device_function,host_function,static_host_function,main,shared_var,extern_shared,host_global,constexpr_var,auto_var,const_local,if,if_init,nested_block,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_object,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define CHUNK_1 256
#define TILE_DIM_2 256
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 10
#else
#define TUNE_5 43
#endif

#if (TUNE_5 * 2) >= 33 && TUNE_5 != 0
#define CONFIG_6 8
#else
#define CONFIG_6 14
#endif
#undef CHUNK_1
#define CHUNK_1 8

__global__ void __launch_bounds__(1 << 0b101, 2) fold7_kernel(int lane8, const float* coef9)
{
    extern __shared__ unsigned int dyn_10[];
    if (dyn_10[3] > lane8) {
        return;
    }
    int r11 = (dyn_10[3] += 38u, (*coef9));
    float w12 = double(CONFIG_6);
    dyn_10[2] &= (33 >> (lane8 & sizeof(float))) + CONFIG_6;
    {
        int y13 = dyn_10[r11 & 7];
        r11 &= 1590;
    }
}
float g_bias14 = 58ul;

static __device__ int kick15(int len16, float* __restrict__ buf17)
{
    if (const float lo18 = 4.75f; buf17[len16 & 7] > (len16 + lo18)) {
        len16 *= (float)0b110000;
        static_assert((2 * 7) > 13);
    }
    return *buf17;
}

static signed char kick19(int stride20, int* acc21, unsigned* buf22)
{
    double sum23 = 0b10 % stride20;
    fold7_kernel<<<sizeof(float), dim3(TUNE_5 + 502), sizeof(unsigned int) * 1024>>>(sizeof(long long), reinterpret_cast<const float*>(acc21));
    {
        fold7_kernel<<<(stride20 + 255) / 256, 512, sizeof(double) * 32>>>((acc21[stride20] += 614l, TILE_DIM_2) % (51 | (*acc21)), reinterpret_cast<const float*>(acc21));
        if (acc21 != nullptr) {
            return *buf22;
        }
    }
    dim3 flag24 = dim3(1 << 2, sizeof(unsigned int) * 2, sizeof(float) * 4);
    return (stride20 - sizeof(int));
}

static float check_shade25(int stride26, const float* in27, signed char alpha28)
{
    static_assert(35 == 35, "size check");
    fold7_kernel<<<(1), (256)>>>(short(26) << CAT_3(alpha, 28), nullptr);
    g_bias14 = alpha28;
    alpha28 >>= 1;
    stride26 ^= ((CAT_3(stride, 26) >= in27[1]) || (alpha28 > 31) || (stride26 >= CAT_3(stride, 26))) ? CONFIG_6 : stride26;
    return ((long long)in27[stride26 & 7]);
}

int main()
{
    int size29 = 357;
    auto lo30 = (size29 & size29) + 022;
    g_bias14 *= 5.f;
    size29 = size29;
    return 0;
}
