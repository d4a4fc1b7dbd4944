// cudagen 0.2 seed 159 valid headers
// features: kernel,launch,main,shared_var,if,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_c,sizeof,pp_ifdef,pp_if,pp_undef,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cuda/std/array>
#include <cuda/std/functional>

#define USE_FAST_PATH_1

#ifndef USE_FAST_PATH_1
#define TUNE_2 11
#else
#define TUNE_2 40
#endif
#if TUNE_2 % 2 == 0 || TUNE_2 < 4
#define CONFIG_3 7
#elif TUNE_2 < 0
#error unreachable configuration
#else
#define CONFIG_3 12
#endif
#undef TUNE_2
#define TUNE_2 24

__global__ void smooth4_kernel(unsigned int* data5, double b6, const int* input7, int lane8)
{
    if (data5[lane8] < lane8)
        return;
    (*data5) <<= lane8;
    b6 = 071lu;
    fabsf(-b6);
    lane8 = sinf('A') - (+sqrtf(lane8));
    if (44 <= ceilf(input7[lane8]))
        return;
    __shared__ unsigned long sh_9[32];
    (void)sh_9;
}

int main()
{
    int len10 = 89;
    smooth4_kernel<<<(TUNE_2 + 40) * 4, sizeof(int) * (TUNE_2 + (CONFIG_3 + 33))>>>(nullptr, (len10), (const int*)nullptr, 2271u);
    if ((52 != len10) || (len10 >= len10))
        return 14;
    return 0;
}
