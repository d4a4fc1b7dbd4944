// cudagen 0.1 seed 1222 valid
// features: kernel,launch,launch_dim3,launch_stream,host_function,main,constexpr_var,if,for,goto,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 4
#define CHUNK_2 3
#define NUM_ITERS_3 16
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define USE_FAST_PATH_8

#ifndef USE_FAST_PATH_8
#define TUNE_9 14
#else
#define TUNE_9 24
#endif

__global__ void drift10_kernel(const double *src11)
{
    int lim12 = TUNE_9;
    if (5u <= src11[0]) {
        for (int j13 = 0, j14 = lim12; j13 < j14; (++j13, (--j14))) {
            lim12 >>= -((2354 * j14) << j13);
            lim12 = j14;
        }
    }
}

inline int host_probe15(int lane16)
{
    lane16 -= lane16 << (~lane16);
    lane16 = 20;
    int sum17 = lane16 + TWICE_PLUS_4(lane16, 1 - lane16);
    constexpr int lo18 = -40;
    if ((lane16) >= 0b1000000) {
        goto finish21;
    }
    if (lane16 != lane16) {
        dim3 mid19 = dim3((sum17 + 0b11111111) / 256, (sum17 + 0b1111111) / 128, 1 << (RADIUS_1 + 1));
        cudaStream_t z20 = (cudaStream_t)0;
    }
finish21:;
    return 'z';
}

int main(void)
{
    int count22 = 1845;
    for (int i23 = 0, j24 = 1 << CHUNK_2; i23 < j24; (++i23, (--j24))) {
        int res25 = host_probe15(host_probe15(TWICE_PLUS_4(i23, j24)));
        --count22;
    }
    drift10_kernel<<<dim3((count22 + 31) / 32, 32 * (CHUNK_2 + (RADIUS_1 + 1)), RADIUS_1 + (NUM_ITERS_3 + 236)), 0b1 << 7>>>((const double*)nullptr);
    return 0;
}
