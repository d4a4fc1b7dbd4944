// cudagen 0.1 seed 1611 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_function,constexpr_function,main,shared_var,extern_shared,host_global,if,goto,ternary,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_functional,cast_static,sizeof,alignof,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b

__device__ __noinline__ unsigned int apply5(int stride6, int stride7, float a8) {
    float prod9 = ((CAT_4(a, 8) - a8) * stride7) + MAX2_1(MAX2_2(a8, 0b10), a8);
    if ((stride7 != CAT_4(stride, 7)) || (blockDim.y <= 0x3B)) {
        goto skip10;
    }
    if ((-stride7) > prod9) {
        return stride6 * prod9;
    }
skip10:;
    return CAT_4(a, 8) + (prod9 / (stride6 - 58lu));
}
// Helper used by the kernels below.

__device__ int reduce11(float *__restrict__ buf12, int stride13, bool beta14) {
    if (buf12 == nullptr) {
        return 15L + stride13;
    }
    if (blockDim.x != stride13) {
        goto out15;
    }
    stride13 = beta14 + (*buf12);
    buf12[stride13] = (((threadIdx.y != stride13) || (stride13 == 53)) ? beta14 : (warpSize + blockDim.x)) * MAX2_2((*buf12) * beta14, 46);
    beta14 = true;
out15:;
    return beta14;
}
/* Layout: row-major, no padding. */

constexpr int host_blend16(int lane17) {
    lane17 = 18;
    float base18 = ((alignof(double)) * (lane17 + lane17)) - static_cast<int>(lane17 + 4);
    return MAX2_1(base18, 49 - (lane17 * lane17));
}
static long long g_filter19;

__global__ void __maxnreg__(64) lerp20(unsigned int cfg21) {
    extern __shared__ int dyn_22[];
    dyn_22[7]++;
    --cfg21;
    if ((CAT_4(cfg, 21) == cfg21) && (cfg21 <= 1)) {
        return;
    }
    if (((cfg21 + dyn_22[cfg21]) < cfg21) && (blockDim.x < (blockIdx.x * 0x5u))) {
        cfg21 = +(dyn_22[cfg21] + sizeof(float) + blockDim.z);
        if (dyn_22[cfg21] <= int(cfg21)) {
            return;
        }
        cfg21 = 21ul;
    }
}

__global__ void fuse23_kernel(int n24, size_t *__restrict__ data25, int n26, float beta27) {
    int i28 = threadIdx.x;
    int r29 = n26;
    r29 = n26;
    r29 = i28;
    if ((n26 + CAT_4(beta, 27)) == i28) {
        return;
    }
    n26 = n26 / MAX2_2(n26 + blockDim.z, n24);
    (*data25) = 10;
}

int main(void) {
    int count30 = 2426;
    g_filter19 = g_filter19 * (((count30 >= 0x1e) && (count30 != 32)) ? static_cast<int>(count30) : ((CAT_4(count, 30) > count30) ? 0x9 : g_filter19));
    lerp20<<<32, 512>>>(g_filter19);
    g_filter19 = 3790;
    fuse23_kernel<<<0x1, 32, 2048 * 2, nullptr>>>(count30, nullptr, (4153 - count30) - (count30 * g_filter19), ((g_filter19 * g_filter19) < 10) ? ((g_filter19 > 0x37) ? 17.25F : g_filter19) : (16.5f + g_filter19));
    return 0;
}
