// cudagen 0.2 seed 382 valid headers
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,main,constexpr_var,for,bitwise,shift,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_static,macro_function,pp_ifdef,pp_if,pp_undef,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <cstdio>
#include <cooperative_groups.h>
#include <cub/block/block_reduce.cuh>

#define SQR_1(x) ((x) * (x))
#define HALF_2(x) ((x) / 2)

#ifdef USE_FAST_PATH_3
#define TUNE_4 16
#else
#define TUNE_4 30
#endif
#if TUNE_4 == 30
#define CONFIG_5 6
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 11
#endif
#undef TUNE_4
#define TUNE_4 8

static __global__ void __launch_bounds__(64, 2) warp6(char beta7, int stride8, const int *in9, const int *coef10) {
    beta7 = SQR_1((coef10[stride8] - (TUNE_4 << (*coef10))));
    for (int n11 = 0xC; n11 > 0; --n11) {
        for (int i12 = 8; i12 > 0; --i12) {
            int stride13 = 0x37lu;
            (void)stride13;
        }
        int z14 = n11;
        (void)z14;
        ++beta7;
    }
    cooperative_groups::thread_block group15 = cooperative_groups::this_thread_block();
    int rank16 = static_cast<int>(group15.thread_rank()) + static_cast<int>(group15.size());
    (void)rank16;
}

int main(void) {
    int size17 = 0x4ae;
    size17 = (TUNE_4);
    warp6<<<dim3((size17 + 127) / 128, 128), (CONFIG_5 + 506)>>>(32, 61l * size17 * 9, static_cast<const int*>(nullptr), nullptr);
    return 0;
}
