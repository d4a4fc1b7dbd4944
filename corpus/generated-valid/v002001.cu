// cudagen 0.1 seed 2001 valid
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,main,shared_var,static_shared,constexpr_var,auto_var,if,if_else,if_init,switch,static_assert,comparison,incdec,comma,call,lit_int_binary,lit_int_suffix,lit_float,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 5
#define CHUNK_2 ((32))
#define CHUNK_3 (NUM_ITERS_1 + 3)
#define SQR_4(x) ((x) * (x))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b
#define USE_FAST_PATH_9

#ifndef USE_FAST_PATH_9
#define TUNE_10 3
#else
#define TUNE_10 31
#endif

__device__ __forceinline__ unsigned int tile11(float cfg12)
{
    cfg12 = (blockIdx.x);
    cfg12 = CHUNK_2 + cfg12;
    ++cfg12;
    ACCUM_5(cfg12, (static_cast<long long>(cfg12)));
    switch (blockDim.y) {
    case 10: {
        static __shared__ float sh_13[sizeof(float) * 0b10];
        break;
    }
    case NUM_ITERS_1 + 1: {
        size_t tmp14 = 57;
        break;
    }
    case 9:
        break;
    }
    return 28L + (cfg12 += NUM_ITERS_1, threadIdx.z);
}
/* Helper used by the kernels below. */

__global__ void __maxnreg__(32) stencil15(int len16, bool cfg17)
{
    unsigned int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid18 >= len16) {
        return;
    }
    static_assert(sizeof(int) == 4, "size check");
    bool tmp19 = len16;
    if (tmp19) {
        tile11(gid18);
        if (tmp19 <= tile11(blockDim.z)) {
            tile11(gid18);
            auto idx20 = TUNE_10;
        } else {
        }
    } else if (float off21 = tile11(tile11(-7.5F)) + (cfg17 - tile11(14.625F)); 51 < tile11(blockDim.x)) {}
}

int main()
{
    int size22 = 2977;
    stencil15<<<dim3((size22 + 255) / 256, (size22 + 63) / 64, sizeof(unsigned int)), sizeof(int) * 64, sizeof(int) * 256, (cudaStream_t)0>>>(+(size22 * size22), size22 >= 64);
    cudaStream_t acc23 = (cudaStream_t)0;
    return 0;
}
