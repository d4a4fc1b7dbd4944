// cudagen 0.1 seed 824 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_noinline,host_function,constexpr_function,main,constexpr_var,if,for,switch,switch_fallthrough,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define WARPS_1 256
#define TILE_DIM_2 5
#define WARPS_3 256
#define HALF_4(x) ((x) / 2)
#define TWICE_PLUS_5(a, b) (2 * (a) + (b))
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 7
#else
#define TUNE_8 46
#endif
#if WARPS_3 % 2 == 0 || WARPS_3 < 4
#define CONFIG_9 8
#elif WARPS_3 < 0
#error unreachable configuration
#else
#define CONFIG_9 31
#endif

__global__ void probe10_kernel(int *__restrict__ data11, const size_t *__restrict__ in12, int *dst13) {
    unsigned idx14 = threadIdx.x;
    float w15 = *in12;
    float mid16 = w15;
    dst13[blockDim.z & 7]++;
    switch ((*data11) & CONFIG_9) {
    case (7): {
        unsigned int tmp17 = HALF_4(w15);
        break;
    }
    case 0b100 * 2:
        mid16 = static_cast<long>(in12[6]) % (0x3U * dst13[idx14]);
        [[fallthrough]];
    case 9:
        break;
    case 3:
        break;
    default:
        break;
    }
}

__global__ void __launch_bounds__(TUNE_8 + (TUNE_8 + (CONFIG_9 + (TILE_DIM_2 + 0x25))), 0b1) smooth18_kernel(const int *__restrict__ coef19, const float *src20) {
    unsigned gid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned long off22 = 3;
    if (!((47 >= coef19[off22]) || (blockDim.y != src20[gid21 & 7]))) {
        int mid23 = ((238 + gid21) * (coef19[blockDim.x & 7] << 0x5)) << ((warpSize + CAT_6(off, 22)) - off22);
    }
    unsigned int e24(threadIdx.x);
}

__device__ __noinline__ void rank25(int *__restrict__ dst26) {
    dst26[0x6] = 0x25ul;
    if ((threadIdx.x * 64) >= (dst26[0b11] - WARPS_1)) {
        dst26[gridDim.x] = HALF_4(dst26[6]);
        (*dst26) = dst26[gridDim.z];
    }
    dst26[0b111] = 17;
}

__global__ void gather27(int len28, int n29) {
    unsigned tid30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((n29 ^ 1032) != tid30) {
        return;
    }
    if ((len28 + (41u >> tid30)) <= (CAT_6(len, 28) - CONFIG_9)) {
        for (int j31 = 0; j31 < 10; j31++) {
            if (gridDim.x > 0x3C) {
                unsigned prod32 = j31 >> len28;
                prod32 = 0x2c;
            }
        }
    }
}

constexpr int check_grow33(int lane34) {
    return (0x20 - (lane34 % TUNE_8)) - ((lane34 | CAT_6(lane, 34)) * 55UL);
}

int main() {
    int len35 = 2098;
    check_grow33(-check_grow33(len35));
    if ((35l - len35) == (check_grow33(len35))) {
        if (check_grow33(len35) <= len35) {
            return CAT_6(len, 35) + static_cast<double>(24.125);
        }
        check_grow33(len35);
    }
    probe10_kernel<<<0b100000, dim3(0x100)>>>(nullptr, static_cast<const unsigned long*>(nullptr), nullptr);
    smooth18_kernel<<<(len35 + 0xFF) / 256, dim3(2, 1 << 2, 128 * 4)>>>(nullptr, (const float*)nullptr);
    gather27<<<1 << 0b11, dim3(128, (len35 + 0x1F) / 0x20, 0x40)>>>(HALF_4(len35 | len35), len35);
    return 0;
}
