// cudagen 0.1 seed 504 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,default_args,main,constant_array,shared_var,shared_2d,static_shared,constexpr_var,auto_var,enum_class,if,nested_block,ternary,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,sizeof,macro_object,macro_statement,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 3
#define CHUNK_2 (5)
#define TILE_DIM_3 (8)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#ifndef USE_FAST_PATH_7
#define TUNE_8 16
#else
#define TUNE_8 64
#endif
__constant__ int c_drift9[4] = {12lu, 54l, 32, 8};
enum class Level10 { Green11, Blue12 = 6, Blue13 };

__device__ unsigned sweep14(int lane15, const float* input16, float q17 = 8.875f)
{
    {
        __shared__ int sh_18[7][13];
        sh_18[blockIdx.x][11] = 64;
    }
    bool tmp19 = ((*input16) >= lane15) ? (threadIdx.x + lane15) : (*input16);
    static __shared__ int sh_20[CHUNK_2 + 0x3];
    return +(sh_20[0x5] + ((threadIdx.z > c_drift9[lane15]) ? blockIdx.x : c_drift9[lane15]));
}

__global__ void __launch_bounds__(256, 0b10) pivot21(int lane22, const int* src23)
{
    constexpr float y24 = 28;
    __shared__ float sh_25[8];
    if (threadIdx.x > sh_25[6]) {
        {
            if (((lane22 & 1) ? (62 * (*src23)) : threadIdx.z) == (sizeof(int) - c_drift9[3])) {
                const int* lim26 = nullptr;
                __shared__ unsigned int sh_27[16];
            }
        }
    }
}

int main()
{
    int n28 = 2495;
    auto cnt29 = u8'#';
    n28 %= -57;
    pivot21<<<dim3((n28 + 127) / 128, sizeof(float), (n28 + 63) / 64), 32, (CHUNK_2 + 0x7FB) * 2, (cudaStream_t)0>>>(cnt29 ? (cnt29 ^ cnt29) : CHUNK_1, &n28);
    return 0b0;
}
