// cudagen 0.1 seed 86 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,main,shared_var,shared_2d,constexpr_var,const_local,enum,typedef,if,for,pragma_unroll,do_while,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 16
#define USE_FAST_PATH_2

#ifndef USE_FAST_PATH_2
#define TUNE_3 13
#else
#define TUNE_3 42
#endif

#if TILE_DIM_1 % 2 == 0 || TILE_DIM_1 < 4
#define CONFIG_4 1
#else
#define CONFIG_4 23
#endif
enum Op5 : int { MUL6, ON7 = 3, SLOW8, MUL9 };

template <typename T, int N = 3>
__global__ void probe10(const T *in11, int lane12, const float *__restrict__ coef13, const int *src14) {
    for (int n15 = 0; n15 < 5; n15 += 1) {
        __shared__ int sh_16[MUL9 + (MUL9 + (MUL9 + 49))];
        lane12 *= (src14[0x3] | (2604 % lane12)) / ((((*coef13) <= (*coef13)) ? 0x26 : 0x12U) * lane12);
    }
    constexpr char off17 = 0x5U;
}

__global__ void split18(int *buf19, long *dst20, int stride21) {
    stride21 = stride21;
    __shared__ int sh_22[9][10];
    --stride21;
}

__device__ void fuse23(double *acc24) {
    float h25 = -((acc24[5] > acc24[4]) ? acc24[0] : acc24[5]);
    int acc26 = (float(4257));
    const float flag27 = 11.125f;
    if (41 != (h25 - 13))
        return;
    __shared__ signed char sh_28[32];
    constexpr long long res29 = 2l;
    float e30{0x1p2f};
}
/* Layout: row-major, no padding. */

__global__ void score31(int len32, float cfg33, float *data34) {
    if (len32 < 28)
        return;
    float t35 = (int)31;
    for (int n36 = 0xE; n36 > 0; --n36) {
        __shared__ long sh_37;
        Op5 idx38 = ON7;
        const unsigned int *lo39 = (const unsigned*)nullptr;
    }
}

__global__ void reduce40_kernel(const int *__restrict__ src41) {
    #pragma unroll
    for (int j42 = 0; j42 < 2; j42++) {
        fuse23(nullptr);
        bool mid43 = (*src41) <= (17 + (*src41));
    }
}
typedef size_t idx44_t;

__device__ int tally45(int *__restrict__ buf46, float alpha47, long long q48) {
    q48 = ((buf46[0]));
    double y49 = 11.25;
    int iter50 = 0x0;
    do {
        __shared__ float sh_51[256];
        int acc52 = 34 + ((iter50 - iter50) % 13);
        ++iter50;
    } while (iter50 < iter50);
    return (long long)buf46[3];
}

int main() {
    int len53 = 600;
    constexpr long long cnt54 = 0x3C;
    dim3 m55 = dim3(sizeof(float) * (ON7 + 13), CONFIG_4 + 7, 0x2);
    score31<<<2, 512, 0>>>(3 * (-len53), (14L) ^ (len53 + len53), (float*)nullptr);
    reduce40_kernel<<<(len53 + 63) / 64, (128), sizeof(float) * 256, 0>>>(&len53);
    cudaStream_t sum56 = 0;
    probe10<long, 0x3><<<dim3((len53 + 31) / 32), (TILE_DIM_1 + (CONFIG_4 + 239)), 0, sum56>>>(nullptr, 55ul, nullptr, (const int*)nullptr);
    split18<<<m55, 128, 0, 0>>>(&len53, nullptr, 28ul);
    return 0x0;
}
