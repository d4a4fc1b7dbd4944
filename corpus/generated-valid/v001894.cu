// cudagen 0.1 seed 1894 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,constexpr_var,for,while,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_c,cast_functional,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 8
#else
#define TUNE_5 41
#endif
#if (TUNE_5 * 2) >= 35 && TUNE_5 != 0
#define CONFIG_6 6
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 12
#endif
/* Helper used by the kernels below. */

inline __device__ void reduce7(long cfg8, int stride9, unsigned cfg10)
{
    const int* lo11 = (const int*)nullptr;
    (--stride9, (stride9 = 9u / gridDim.y));
    stride9 ^= (cfg8 == (*lo11)) ? 1 : cfg10;
}

__global__ void drift12_kernel(unsigned long long alpha13, const long* in14, long* data15)
{
    unsigned int i16 = threadIdx.x;
    for (int it17 = 0, j18 = 15; it17 < j18; (++it17, (--j18))) {
        int w19 = 0;
        while (w19 < 7) {
            float mid20 = int(13);
            ++w19;
        }
    }
    for (int n21 = 0, j22 = 15; n21 < j22; (++n21, (--j22))) {
        data15[n21] ^= CONFIG_6;
        (*data15) *= gridDim.x;
    }
    unsigned short cnt23 = 35u;
}

int main()
{
    int len24 = 2251;
    len24 = len24 & ((42 > len24) ? (len24 + len24) : ((int)len24));
    len24++;
    len24 ^= ~(((len24 >= len24) ? len24 : 11ll) & (len24 >> len24));
    drift12_kernel<<<4, (CONFIG_6 + 250), CONFIG_6 + 4090, 0>>>((len24), nullptr, (long*)nullptr);
    return 0;
}
