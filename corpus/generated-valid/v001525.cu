// cudagen 0.1 seed 1525 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,device_function,host_function,static_host_function,constexpr_function,main,device_array,shared_var,extern_shared,host_global,constexpr_var,local_array,const_local,namespace,if,ternary,compound_assign,bitwise,logical,comparison,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,alignof,macro_object,macro_function,macro_statement,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 4
#define BLOCK_SIZE_2 (32)
#define TILE_DIM_3 4
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define MAX2_5(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#if BLOCK_SIZE_2 > 12
#define CONFIG_7 6
#else
#define CONFIG_7 21
#endif
long g_blend8 = 41;

namespace gpu9 {
constexpr __host__ int host_bump10(int n11, int lane12)
{
    lane12 = 0b100101u;
    lane12 = 3;
    return 59;
}

static __global__ void blend13_kernel(int lane14, float b15)
{
    extern __shared__ float dyn_16[];
    if ((b15 += 12.625F, dyn_16[lane14 & 7]) < dyn_16[7]) {
        dyn_16[lane14] /= (int)dyn_16[lane14];
    }
    const int diff17 = lane14 - (MAX2_5(dyn_16[lane14 & 0b111], b15) + ((dyn_16[lane14 & 7] < 15) ? sizeof(unsigned int) : 5));
}
__device__ int d_trace18[4] = {4UL, 6u};
} // namespace gpu9

__device__ void step19(int *buf20)
{
    int lim21 = buf20[2];
    lim21 %= -44;
    buf20[7] -= buf20[lim21] * MAX2_5((gpu9::d_trace18[lim21] > buf20[lim21]) ? (*buf20) : TILE_DIM_1, lim21 / gpu9::d_trace18[0b1]);
    float *hi22 = reinterpret_cast<float*>(buf20);
    const int val23 = buf20[4];
    float res24[7]{10.375f, static_cast<float>(-9.625f), 4.0F, float(BLOCK_SIZE_2), 11.5f, '\\', 6.f};
    int f25(39);
}

static double host_rank26(short alpha27)
{
    g_blend8 |= gpu9::host_bump10(g_blend8, gpu9::host_bump10(alpha27, g_blend8)) - 3532UL;
    if (alpha27 > (g_blend8 + '\x7f')) {
        if ((alpha27 | g_blend8) != ' ') {
            return gpu9::host_bump10(gpu9::host_bump10(g_blend8, alpha27), gpu9::host_bump10(g_blend8, 020));
        }
        gpu9::blend13_kernel<<<(g_blend8 + 255) / 256, 64, TILE_DIM_3 + 252, nullptr>>>(((alpha27 < alpha27) ? g_blend8 : alpha27) - (TILE_DIM_3 + alpha27), ((int)g_blend8) + (alpha27 + alignof(int)));
    }
    ACCUM_6(g_blend8, (g_blend8));
    return gpu9::host_bump10((alpha27), (12ul));
}

int main(void)
{
    int size28 = 1306;
    host_rank26(0b10101);
    unsigned z29 = gpu9::host_bump10((size28 += g_blend8, (+size28)), host_rank26(size28 / 1764));
    float h30 = host_rank26((int)host_rank26(L'0'));
    return 0;
}
