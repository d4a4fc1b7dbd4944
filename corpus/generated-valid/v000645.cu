// cudagen 0.1 seed 645 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,enum_class,if,for,while,nested_block,compound_assign,bitwise,comparison,lit_int_suffix,macro_object,macro_statement,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 12
#else
#define TUNE_4 62
#endif
#if TUNE_4 == 12
#define CONFIG_5 2
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 21
#endif
#undef CONFIG_5
#define CONFIG_5 2
enum class Phase6 { High7, Idle8 = 2, Busy9 };

__global__ void scale10_kernel(int count11, Phase6 b12)
{
    unsigned tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int w14 = 0;
    while (w14 < count11) {
        {
            if ((threadIdx.y + tid13) > 29) {
                break;
            }
            b12 = b12;
        }
        ++w14;
    }
}

int main()
{
    int size15 = 3570;
    if (size15 <= size15) {
        return (32 + size15);
    }
    for (int it16 = 0; it16 < size15; it16 += 4) {
        size15 %= size15;
    }
    ACCUM_2(size15, (31));
    scale10_kernel<<<(size15 + 31) / 32, 256, 0, (cudaStream_t)0>>>(31ull, Phase6::Idle8);
    return 0;
}
