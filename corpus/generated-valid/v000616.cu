// cudagen 0.1 seed 616 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,host_device_function,default_args,main,const_local,enum_class,using_alias,for,ternary,compound_assign,comparison,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_c,macro_function,macro_paste,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 9
#else
#define TUNE_4 48
#endif

#if (TUNE_4 * 2) >= 11 && TUNE_4 != 0
#define CONFIG_5 5
#else
#define CONFIG_5 27
#endif
/* NOTE: keep in sync with the host reference. */

static __global__ void spread6_kernel(int lane7, long *__restrict__ acc8) {
    for (int i9 = 0; i9 < lane7; i9 += 1) {
        const size_t stride10 = i9;
        acc8[stride10] += MOD8_1(stride10);
    }
    for (int it11 = 0; it11 < 16; ++it11) {
        const int off12 = acc8[6];
        float lim13 = it11;
    }
}
enum class Level14 : short {
    Idle15,
    Idle16,
    Slow17,
    Slow18 = 6,
    Slow19
};
using idx20_t = unsigned;

__host__ __device__ void clamp21(float *__restrict__ buf22, int n23, int count24 = 3) {
    count24 = count24;
    buf22[count24] -= MOD8_1(n23);
}

int main() {
    int count25 = 1589;
    dim3 k26((count25 + 127) / 128, (count25 + 63) / 64, 2 * 4);
    count25 -= 10l;
    spread6_kernel<<<2 * 4, TUNE_4 + 55>>>((count25 != CAT_2(count, 25)) ? count25 : 5, (long*)nullptr);
    return 0;
}
