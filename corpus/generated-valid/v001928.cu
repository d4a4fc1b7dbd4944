// cudagen 0.1 seed 1928 valid
// features: kernel,kernel_static,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,host_global,constexpr_var,if,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,sizeof,alignof,macro_function,pp_ifdef
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 58
#endif

__global__ void __maxnreg__(64) tally5_kernel(const unsigned int *src6, float cfg7) {
    unsigned idx8 = threadIdx.x;
    cfg7 -= (TUNE_4 + (*src6)) * cfg7;
    cfg7 *= 4u;
    if (cfg7 < blockDim.x) {
        return;
    }
    cfg7 /= idx8;
    if ((-cfg7) != alignof(double)) {
        return;
    }
}
unsigned int g_kick9 = 23;

static __global__ void bump10_kernel(const int *input11, int len12, int *dst13) {
    int idx14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx14 >= len12) {
        return;
    }
    dst13[idx14] = len12 * MAX2_1(dst13[idx14], idx14);
    __shared__ double sh_15[16];
    sh_15[11] = sizeof(unsigned long) + (len12 * (dst13[6] + len12));
    __shared__ int sh_16[TUNE_4 + (TUNE_4 + 242)];
    sh_16[0xc1] |= 2340;
    sh_16[len12] += blockIdx.x;
}

int main() {
    int n17 = 0xca0;
    bump10_kernel<<<(4), (TUNE_4 + (TUNE_4 + (TUNE_4 + (TUNE_4 + 228)))) * 2, sizeof(int) * 64, nullptr>>>(nullptr, g_kick9 / MAX2_1(g_kick9, 48), nullptr);
    int k18 = 0x9;
    if (n17 < ((g_kick9 - k18) + n17)) {
        int q19((g_kick9 * (g_kick9 >> TUNE_4)) / k18);
        cudaStream_t res20 = (cudaStream_t)0;
    }
    tally5_kernel<<<(n17 + 255) / 256, 32>>>(nullptr, -4.5f);
    return 0;
}
