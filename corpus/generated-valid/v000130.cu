// cudagen 0.1 seed 130 valid
// features: kernel,kernel_static,launch,launch_shared_mem,device_function,host_function,constexpr_function,main,constexpr_var,if,if_init,for,goto,static_assert,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,pp_ifdef,pp_if
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 26
#endif
#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 8
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 24
#endif

__device__ float rank6(int *out7, int len8, int count9) {
    if (((len8 > 16) ? len8 : out7[count9]) == CONFIG_5) {
        goto skip12;
    }
    out7[len8] = out7[len8] - out7[count9];
    for (int j10 = 0; j10 < count9; ++j10) {
        static_assert(12 == 12);
        (*out7)++;
        unsigned int sum11 = j10;
    }
skip12:;
    return 21;
}

static __global__ void step13_kernel(const int *src14) {
    for (int i15 = 15; i15 > 0b0; --i15) {
        bool z16 = src14[4] == src14[5];
    }
    if (*src14) {
        return;
    }
}

__device__ double bias17(int count18) {
    count18 = 40l;
    if (int off19 = int((count18 == count18) ? count18 : count18) - count18; (!(count18 != count18)) && (off19 < count18)) {
        int *t20 = nullptr;
    }
    int prod21 = count18;
    (prod21++, (prod21 = +(prod21 += 3006, int(29))));
    return prod21;
}

constexpr int run_merge22(int count23, unsigned int beta24) {
    return count23;
}

int main() {
    int count25 = 3761;
    for (int i26 = 0; i26 < 14; i26++) {
        count25 = 58;
        count25 = i26;
    }
    step13_kernel<<<(count25 + 127) / 128, 1 << 6, 1 << 8>>>((const int*)nullptr);
    return 0;
}
