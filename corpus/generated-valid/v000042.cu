// cudagen 0.1 seed 42 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,main,shared_var,shared_2d,static_shared,constexpr_var,local_array,enum,if,comparison,array_index,lit_int_suffix,cast_c,cast_functional,sizeof,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 5
#else
#define TUNE_3 33
#endif
#if (TUNE_3 * 2) >= 15 && TUNE_3 != 0
#define CONFIG_4 5
#elif TUNE_3 < 0
#error unreachable configuration
#else
#define CONFIG_4 16
#endif
#undef TUNE_3
#define TUNE_3 24
constexpr int WIDTH5 = (3);
enum Phase6 : unsigned char { MUL7, BUSY8 = 4, BUSY9 };

__global__ void trace10_kernel(int stride11) {
    static __shared__ float sh_12[8][7];
    long long mid13[4]{20u, 9ll, 5LL, 43l};
    if (stride11 >= WIDTH5) {
        return;
    }
}

int main() {
    int count14 = 2461;
    if (((int)count14) >= count14) {
        return (WIDTH5) + (count14 + 52);
    }
    if (count14 > (CAT_1(count, 14) - count14)) {
        return float(53lu);
    }
    dim3 lim15((count14 + 31) / 32, (count14 + 127) / 128);
    trace10_kernel<<<lim15, 128, sizeof(double) * 32>>>(((int)42) * count14);
    return 0;
}
