// cudagen 0.1 seed 2064 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_function,main,shared_var,static_shared,constexpr_var,local_array,enum,typedef,using_alias,if,for,pragma_unroll,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define WARPS_1 4
#define BLOCK_SIZE_2 3
#define NUM_ITERS_3 32
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b
/* Computes one element per thread. */

__device__ __forceinline__ int kick6(unsigned long *__restrict__ data7, int count8, int count9)
{
    unsigned short sum10 = (count9 << 0b111);
    if (0x25 >= (CAT_5(sum, 10) - 40))
        return -0x43f;
    data7[threadIdx.z] >>= 6;
    char u11[1 << 0x2] = {};
    return u11[threadIdx.x] >> WARPS_1;
}

__global__ void weigh12(float *dst13, int *out14, unsigned int alpha15)
{
    int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dst13[threadIdx.x & 7] += dst13[blockIdx.x];
    static_assert(11 == 11);
}
enum Mode17 : unsigned int { BLUE18, SLOW19 };
typedef int idx20_t;

__device__ __forceinline__ unsigned short sift21(idx20_t *out22)
{
    bool base23 = 1;
    (out22[threadIdx.x & 0x7]--, (out22[0] = ((out22[0x3] & CAT_5(base, 23)) % 4358) - ((15UL - base23) % static_cast<idx20_t>(WARPS_1))));
    #pragma unroll 8
    for (int it24 = 0x0; it24 < (13); it24 += 1) {
        float diff25((blockIdx.x + (48 + threadIdx.y)) & out22[blockIdx.x]);
        (--out22[7], (base23 = ((threadIdx.x) & (out22[2] - threadIdx.x)) <= out22[it24 & 7]));
        static __shared__ float sh_26[1 << (SLOW19 + (BLOCK_SIZE_2 + WARPS_1))];
    }
    return idx20_t(out22[7] * (-(-5)));
}
using idx27_t = size_t;
/* Layout: row-major, no padding. */

__global__ void scale28_kernel(unsigned *__restrict__ acc29, unsigned int *data30, idx20_t lane31)
{
    unsigned int idx32 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int v33 = ((unsigned int)acc29[1]) - (-(NUM_ITERS_3 & lane31));
    long prod34[5] = {42, 22LL, static_cast<long>(lane31 * NUM_ITERS_3)};
    for (int j35 = 0; j35 < 0x9; j35 += 3) {
        unsigned char lo36 = static_cast<double>(static_cast<long long>(BLOCK_SIZE_2)) + (*data30);
        int lim37 = 32 % ((lo36 % NUM_ITERS_3) << ((short)acc29[idx32 & 0b111]));
        constexpr idx20_t q38 = (BLOCK_SIZE_2 + (WARPS_1 + (BLOCK_SIZE_2 + (WARPS_1 + 37))));
    }
}

__global__ void __launch_bounds__((SLOW19 + 63) * (BLOCK_SIZE_2 + 13), WARPS_1) probe39(double p40, idx20_t *dst41, idx20_t lane42)
{
    int i43 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i43 >= lane42)
        return;
    static_assert(((BLOCK_SIZE_2 + (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 2))) * 0x2) == 22);
    __shared__ int sh_44[(BLOCK_SIZE_2 + (SLOW19 + WARPS_1))];
    sh_44[0b111] = *dst41;
    __shared__ int sh_45;
    if ((sh_44[1] == dst41[i43]) && (CAT_5(lane, 42) == lane42))
        return;
}

__global__ void __launch_bounds__(512, 1) step46(const idx20_t *src47, char *acc48)
{
    int i49 = threadIdx.x;
    (*acc48) >>= 2;
    for (int it50 = 0, j51 = i49; it50 < j51; (++it50, (--j51))) {
        for (int it52 = 0; it52 < i49; it52 += 2) {
            __shared__ int sh_53;
        }
    }
    float val54[(5)] = {};
}

inline float check_filter55(const idx20_t *__restrict__ src56, bool a57, unsigned int alpha58)
{
    a57 = (((src56[1] % (*src56)) - ((double)2e1)) >= (src56[alpha58 & 7] + 38)) && ((alpha58 != src56[5]) || (BLOCK_SIZE_2 <= a57) || (!(src56 != nullptr)));
    dim3 tmp59 = dim3((alpha58 + 63) / 0x40);
    return (alpha58 += 6, (+alpha58));
}

int main()
{
    int count60 = 2428;
    unsigned flag61 = count60;
    if ((count60 > flag61) && (flag61 < 41lu))
        return ~(CAT_5(flag, 61) % 5);
    weigh12<<<dim3(128), WARPS_1 + 252, sizeof(int) * 128>>>(static_cast<float*>(nullptr), &count60, +(count60 << CAT_5(count, 60)));
    scale28_kernel<<<(count60 + 255) / 256, sizeof(int) * (BLOCK_SIZE_2 + (WARPS_1 + 57))>>>(&flag61, (unsigned int*)nullptr, sizeof(signed char));
    probe39<<<dim3(2, (SLOW19 + 0x7), (flag61 + 63) / 64), 0b1 << 9>>>(flag61, &count60, count60 - (0 / flag61));
    return 0;
}
