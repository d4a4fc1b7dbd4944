// cudagen 0.1 seed 373 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,if,if_else,switch,ternary,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_nullptr,cast_static,macro_object,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 256
#define WARPS_2 (64)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 13
#else
#define TUNE_5 20
#endif

static __global__ void probe6(int *out7, int *__restrict__ dst8, int *__restrict__ data9, const double *__restrict__ src10) {
    int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx11 * 9) {
        out7[6] = (idx11 * ((39ll > (*src10)) ? 21 : blockDim.z)) - (dst8[threadIdx.x] + idx11 + 51);
    }
    float idx12 = idx11;
    if (TUNE_5 == (*dst8)) {
        return;
    }
    dst8[idx11] = -29;
}

__global__ void __launch_bounds__(WARPS_2 + 960) fuse13_kernel(float *dst14, int *dst15) {
    switch (dst15[threadIdx.x]) {
    case 6 * 2:
        break;
    default:
        (*dst15) = (dst14[blockIdx.x & 7] += *dst15, ((28) - dst14[warpSize]));
        break;
    }
    if ((dst15[gridDim.x & 7] != dst15[threadIdx.x & 7]) && (dst14[0] > 46)) {
        return;
    }
}

int main(void) {
    int len16 = 601;
    if ((len16 * len16) <= len16) {
        cudaStream_t diff17 = 0;
        if (((len16 + len16) % ((50 >= len16) ? 38 : len16)) == len16) {
            len16 = 52;
            probe6<<<512, WARPS_2 * 8, 0, diff17>>>(static_cast<int*>(nullptr), static_cast<int*>(nullptr), static_cast<int*>(nullptr), nullptr);
            len16 = len16;
        }
    } else {
    }
    fuse13_kernel<<<(len16 + 077) / 0100, 256, 1 << 10, (cudaStream_t)0>>>(nullptr, nullptr);
    return 0;
}
