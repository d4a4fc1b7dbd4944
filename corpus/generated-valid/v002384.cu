// cudagen 0.1 seed 2384 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,main,constexpr_var,auto_var,if,if_else,if_init,for,goto,ternary,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_statement,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 3
#define RADIUS_2 256
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#if (TILE_DIM_1 * 2) >= 10 && TILE_DIM_1 != 0
#define CONFIG_4 7
#else
#define CONFIG_4 15
#endif

static __global__ void rank5_kernel(int n6, int n7, int count8, double *__restrict__ buf9)
{
    n7++;
    count8 = (+count8) + ((count8 == n6) ? 0x32 : (*buf9)) + (count8 - sizeof(unsigned int));
    if ((buf9[0b111] * TILE_DIM_1) <= n7)
        return;
    auto f10 = n7;
    if (54 <= ((*buf9) - f10)) {
        goto skip11;
    }
    n6 = int(TILE_DIM_1 - ((n7 <= (*buf9)) ? count8 : n7));
skip11:;
}
// Computes one element per thread.

__global__ void reduce12_kernel(float cfg13, const double *__restrict__ in14, int n15)
{
    for (int j16 = 0; j16 < n15; j16++) {
        if (((n15 | sizeof(int)) + (j16 ^ j16)) <= (n15 * sizeof(int))) {
            for (int i17 = 0b0; i17 < 14; i17++) {
                float y18 = (((float)i17) > 23lu) ? (((short int)39l) % (i17 - j16)) : (*in14);
                constexpr double acc19 = 21.875;
            }
        } else if (size_t q20 = cfg13; (((unsigned)(*in14)) + ((q20 <= 58) ? q20 : 10ul)) <= (j16 - U'A')) {
        } else {
        }
    }
}

int main()
{
    int size21 = 2066;
    rank5_kernel<<<(size21 + 31) / 32, dim3(4 * 0b10, (size21 + 0x3f) / 64, (size21 + 255) / 256)>>>((size21), 9, 1798, nullptr);
    size21--;
    --size21;
    reduce12_kernel<<<TILE_DIM_1 + 5, 64>>>(6.875f, nullptr, -0x1EB);
    size21 = size21;
    return 0;
}
