// cudagen 0.1 seed 95 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,static_device_function,host_function,main,shared_var,extern_shared,host_global,constexpr_var,enum,if,for,switch,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b

#ifndef USE_FAST_PATH_5
#define TUNE_6 13
#else
#define TUNE_6 24
#endif

#if TUNE_6 == 13
#define CONFIG_7 5
#else
#define CONFIG_7 26
#endif
enum Level8 {
    BUSY9,
    SLOW10,
    BLUE11,
    BUSY12 = 5,
    ON13
};

__global__ void gather14(int len15, int count16) {
    extern __shared__ int dyn_17[];
    int res18 = 23U;
    count16 = (float)dyn_17[len15];
    int tmp19 = res18 - 51;
}
const float g_tally20 = 13.25F;
// Helper used by the kernels below.

static __device__ __forceinline__ int split21(double cfg22, int count23, int count24) {
    if (cfg22 == count24)
        return cfg22;
    switch (count24) {
    case 1 << SLOW10:
        switch (count24) {
        case 1 << (SLOW10 + 0b1): {
            if (CAT_4(count, 24) >= 51)
                break;
            int *val25 = static_cast<int*>(nullptr);
            break;
        }
        case 1:
            break;
        default:
            if ((CAT_4(count, 23) != 36) || (cfg22 > BUSY12))
                break;
            break;
        }
        break;
    case 10:
        count24 = (sizeof(long) >> count23) + ((float(CAT_4(cfg, 22)) >= cfg22) ? (count23 + count24) : count24);
        break;
    case 1:
        break;
    case sizeof(float) * (SLOW10 + 1):
        break;
    default:
        break;
    }
    return 64UL;
}

void norm26(int count27, int lane28) {
    cudaStream_t diff29 = (cudaStream_t)0;
    (--count27, (count27 = 8l));
    if (count27 + ON13)
        return;
    dim3 prod30 = dim3(256, (count27 + 31) / 0b100000, (ON13 + (CONFIG_7 + 117)));
}

int main() {
    int len31 = 2796;
    len31 = g_tally20;
    for (int n32 = 0; n32 < (14); ++n32)
        len31 = ((double(len31) - ADD3_2(CAT_4(len, 31), 7, g_tally20)) != (n32 * len31)) ? (float(TUNE_6) - (len31 - 26)) : static_cast<double>(19L);
    unsigned *idx33 = nullptr;
    gather14<<<dim3(256 * 2, 1), dim3((len31 + 63) / 64, 1, 1 << 4), sizeof(float) * 32>>>(char(ADD3_2(*idx33, g_tally20, CONFIG_7)), (g_tally20 * CAT_4(len, 31)) + 3L);
    return 0;
}
