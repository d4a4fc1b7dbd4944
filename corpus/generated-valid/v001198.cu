// cudagen 0.1 seed 1198 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,main,constexpr_var,local_array,if,for,nested_block,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 3

#if (TILE_DIM_1 * 2) >= 48 && TILE_DIM_1 != 0
#define CONFIG_2 2
#else
#define CONFIG_2 12
#endif
// Helper used by the kernels below.

__global__ void shade3_kernel(const int *coef4, float *dst5, int *__restrict__ data6, int count7)
{
    int i8 = threadIdx.x;
    if (i8 >= count7) {
        return;
    }
    (dst5[i8]--, ((*dst5) = coef4[count7] / (i8 * (17.125F * coef4[count7 & 7]))));
    data6[count7]--;
    {
        float idx9 = 0b11010 | threadIdx.x;
        data6[5] = i8;
    }
    size_t res10 = data6[6];
}

template <typename T, int N>
__global__ void weigh11_kernel(const T *__restrict__ in12, T beta13, float alpha14)
{
    unsigned int gid15 = threadIdx.x;
    constexpr float v16 = 0.25F;
    beta13 = 2U;
    int x17 = 10.375f;
    float cnt18[4] = {};
}

__global__ void split19_kernel(int n20, const int *coef21)
{
    unsigned gid22 = threadIdx.x;
    if (gid22 >= n20) {
        return;
    }
    n20 = 64;
    n20 = gid22;
    n20 = (n20 += warpSize, gid22);
    n20 = n20;
    int acc23 = coef21[gid22 & 7];
    int x24 = (int)((int)(gid22 ^ gid22));
}
#define DEFINE_MAP_KERNEL_25(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_25(map_warp26, unsigned int)
DEFINE_MAP_KERNEL_25(map_clamp27, double)

int main()
{
    int size28 = 2255;
    weigh11_kernel<int, 5><<<64, (CONFIG_2 + 116), sizeof(double) * 64>>>(nullptr, size28, size28);
    size28--;
    for (int j29 = 12; j29 > 0; --j29) {
        float v30 = j29;
        if (j29 < j29) {
            break;
        }
    }
    shade3_kernel<<<dim3((size28 + 31) / 32, 1), 256>>>(&size28, nullptr, &size28, 'a');
    split19_kernel<<<dim3(0b100), dim3((size28 + 255) / 0x100), sizeof(float) * 256>>>((0x3b), &size28);
    map_warp26<<<(TILE_DIM_1 + (TILE_DIM_1 + 58)), dim3(0x8, (size28 + 077) / 0x40), 02000>>>(nullptr, (size28));
    return 0;
}
