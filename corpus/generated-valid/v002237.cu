// cudagen 0.1 seed 2237 valid
// features: kernel,launch,host_device_function,host_function,default_args,main,constexpr_var,local_array,if,goto,static_assert,ternary,bitwise,comparison,incdec,array_index,lit_int_suffix,lit_float,lit_float_exponent,cast_functional,sizeof,alignof,macro_object,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define CHUNK_1 4
#define BLOCK_SIZE_2 (128)
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 11
#else
#define TUNE_6 46
#endif

#if BLOCK_SIZE_2 == 128
#define CONFIG_7 7
#else
#define CONFIG_7 10
#endif

__device__ __host__ unsigned int tally8(int len9 = 36) {
    float z10[5]{10.25F, -375e-3f, 4.5f, 3.f, 14.0F};
    len9 = TUNE_6;
    static_assert(((36)) == 36, "bad config");
    signed char cnt11 = (len9 == MAX2_3(len9, sizeof(unsigned))) ? (unsigned(z10[4]) - (-len9)) : (z10[len9]);
    bool hi12 = 39u == len9;
    return len9;
}

__global__ void weigh13_kernel(int stride14, int n15, int count16) {
    n15 = stride14;
    static_assert(22 > 21, "expected value");
}

int run_lerp17(double beta18 = 37) {
    int f19 = (31U);
    if (MAX2_3(f19, 19) > 11)
        return 59 + f19;
    unsigned int h20[3] = {};
    if (beta18 == 56) {
        goto done21;
    }
    h20[1] = h20[f19];
done21:;
    return h20[f19] & h20[2];
}

int main() {
    int count22 = 3589;
    count22--;
    float u23 = (20.125f / (count22 + count22)) + 48;
    char y24 = alignof(char) + MAX2_3(MAX2_3(count22, count22), count22);
    weigh13_kernel<<<4, (CONFIG_7 + 25)>>>(10, (y24 ^ count22) & (count22 | 22), y24);
    return 0;
}
