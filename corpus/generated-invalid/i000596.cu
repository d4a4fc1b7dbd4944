// cudagen 0.1 seed 596 invalid:kernel_constexpr
// features: kernel,kernel_from_macro,launch,launch_stream,builtin_vars,host_function,constexpr_function,main,auto_var,for,compound_assign,bitwise,shift,comparison,comma,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_value,lambda_generic,macro_object,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 16
#define CHUNK_2 256
#define RADIUS_3 64
#define SQR_4(x) ((x) * (x))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#ifndef USE_FAST_PATH_7
#define TUNE_8 2
#else
#define TUNE_8 18
#endif

#if RADIUS_3 > 51
#define CONFIG_9 3
#else
#define CONFIG_9 12
#endif
#undef TUNE_8
#define TUNE_8 48
#define DEFINE_MAP_KERNEL_10(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_10(map_score11, int)
DEFINE_MAP_KERNEL_10(map_pivot12, unsigned)

constexpr int check_march13(int count14, int lane15)
{
    auto z16 = (~(count14 - 26)) > (0x17l + lane15);
    float sum17 = z16 % z16;
    return z16;
}
__global__ inline void constexpr_kernel26(int *p)
{
    p[threadIdx.x] = 1;
}

int main(void)
{
    int len18 = 3649;
    auto fn24 = [=](auto res19, auto lo20) {
        for (int j21 = 0, j22 = len18; j21 < j22; (++j21, (--j22)))
            lo20 = res19;
        cudaStream_t tmp23 = nullptr;
        return res19 * 2;
    };
    len18 -= (+fn24(len18, 1));
    unsigned z25 = check_march13(len18, check_march13(len18, len18)) * len18;
    len18 = (SQR_4(z25) + fn24(static_cast<int>(z25), 011));
    len18 += SQR_4(SQR_4(len18 | sizeof(int)));
    map_score11<<<0x1 << 9, 1 << (CONFIG_9 + 6)>>>((int*)nullptr, len18);
    map_pivot12<<<(len18 + 0x1f) / 0x20, sizeof(float) * 0100>>>((unsigned int*)nullptr, check_march13(len18 * 0x31, z25));
    return 0b0;
}
