// cudagen 0.2 seed 421 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,host_function,main,constexpr_var,while,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_digit_separator,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_stringize,macro_statement,pp_if,pp_undef,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <algorithm>
#include <cstdio>
#include <type_traits>

#define TILE_DIM_1 8
#define TILE_DIM_2 16
#define TILE_DIM_3 128
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#if TILE_DIM_2 == 16
#define CONFIG_7 6
#elif TILE_DIM_2 < 0
#error unreachable configuration
#else
#define CONFIG_7 32
#endif
#undef CONFIG_7
#define CONFIG_7 24
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void pack9(long q10, int len11, int count12, float *buf13)
{
    int gid14 = threadIdx.x;
    (void)gid14;
    count12 *= fabsf((int)(+q10));
    unsigned sum15 = (count12 <= count12) ? TILE_DIM_3 : expf(-6.625f);
    (void)sum15;
}

unsigned short check_decay16(int n17)
{
    pack9<<<2 * 4, (32), sizeof(int) * 32>>>(n17 >> n17, TILE_DIM_3, ceilf(n17), static_cast<float*>(nullptr));
    floorf(n17);
    int iter18 = 0;
    while ((iter18 < 6) && ((n17 > iter18) || (35 > n17))) {
        n17 <<= iter18 % alignof(double);
        const char *x19 = "tile";
        (void)x19;
        ++iter18;
    }
    return 5 / ((iter18 + iter18) & (10 * iter18));
}

int main(void)
{
    int len20 = 3429;
    pack9<<<(len20 + 127) / 0200, 0x20 * (TILE_DIM_1 + TILE_DIM_1)>>>((len20 <= 8) ? ((len20 < len20) ? len20 : 4'469) : ((float)len20), ((long)len20) * len20, fmaxf(TILE_DIM_2, len20) + (len20 + len20), nullptr);
    const char *m21 = STR_6(CONFIG_7);
    (void)m21;
    return 0x0;
}
