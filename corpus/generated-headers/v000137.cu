// cudagen 0.2 seed 137 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,shared_2d,constexpr_var,for,while,goto,ternary,compound_assign,comparison,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,alignof,macro_object,macro_function,macro_statement,if_constexpr,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>
#include <cub/block/block_reduce.cuh>

#define TILE_DIM_1 32
#define TILE_DIM_2 256
#define HALF_3(x) ((x) / 2)
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_6(a, b) a##b
__global__ void __launch_bounds__(TILE_DIM_1 + 32) update7_kernel(double alpha8, const unsigned int *input9, float q10)
{
    int pass11 = 0x0;
    if (input9 != nullptr) {
        goto finish14;
    }
    while (pass11 < pass11) {
        for (int j12 = 0; j12 < pass11; j12++) {
            alpha8 -= TILE_DIM_1;
            if constexpr (sizeof(void *) == 4) {
                __shared__ unsigned long sh_13[14][6];
                (void)sh_13;
            }
        }
        ++pass11;
    }
finish14:;
}
float norm15(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
int main()
{
    int len16 = 1748;
    len16 = ((3309UL - len16) - (len16 * TILE_DIM_1)) / ADD3_4(len16, 010, ((len16 <= 45LL) ? alignof(char) : TILE_DIM_2));
    update7_kernel<<<dim3((len16 + 63) / 0100, (len16 + 127) / 128), sizeof(int) * 0x20>>>(ADD3_4(len16, 38ul, len16 * 066), nullptr, 22.625f);
    update7_kernel<<<0x1, sizeof(int) * 8, (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + 160))) * 16, nullptr>>>(len16, static_cast<const unsigned int*>(nullptr), len16);
    return 0x0;
}
