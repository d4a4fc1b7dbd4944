// cudagen 0.1 seed 2104 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,local_array,const_local,if,switch,switch_fallthrough,static_assert,ternary,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,lambda,lambda_init_capture,lambda_iife,macro_object,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define BLOCK_SIZE_2 128
#define TILE_DIM_3 64
#define LOW_BITS_4(x) ((x) & 0xF)
#define SQR_5(x) ((x) * (x))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

#ifdef USE_FAST_PATH_8
#define TUNE_9 13
#else
#define TUNE_9 47
#endif

#if BLOCK_SIZE_1 % 2 == 0 || BLOCK_SIZE_1 < 4
#define CONFIG_10 1
#else
#define CONFIG_10 19
#endif

__global__ void tally11(int *dst12, int n13, int stride14) {
    int tid15 = threadIdx.x;
    if (tid15 >= n13)
        return;
    dst12[0]--;
    unsigned char k16[8] = {static_cast<unsigned char>(gridDim.z), 0x15, static_cast<unsigned char>(stride14 / stride14), static_cast<unsigned char>(14ull)};
    k16[1]--;
    stride14 = blockDim.z * threadIdx.y * (float(*dst12) - (dst12[stride14] * 56L));
    --dst12[n13];
    bool v17 = LOW_BITS_4((dst12 != nullptr) ? blockDim.x : threadIdx.x);
}

template <class T, int N>
__global__ void __launch_bounds__(512, 0x2) sift18(T p19, char q20, T beta21, T *dst22) {
    int idx23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned long r24 = ((p19 + p19) - (0xc09u * idx23)) + warpSize;
    const float t25 = q20 * N;
    dst22[idx23]--;
}

int main() {
    int n26 = 0xB2B;
    n26++;
    ([y27 = n26] {
        static_assert((CONFIG_10 + 38) > 38);
    })();
    switch (n26 - n26) {
    case 0x7:
        if (TILE_DIM_3 < (n26 - 45))
            break;
        if (n26 >= 19)
            break;
        [[fallthrough]];
    case 0:
        break;
    case 2:
        break;
    case 11:
        break;
    default:
        break;
    }
    tally11<<<16, TILE_DIM_3 * 8, 0x100, 0>>>((int*)nullptr, +(CONFIG_10 / n26), n26 + (0x30 - n26));
    sift18<float, ((0x8))><<<256, (CONFIG_10 + 0x1F)>>>((6.125f * n26) - (n26 + n26), n26, n26, (float*)nullptr);
    return 0;
}
