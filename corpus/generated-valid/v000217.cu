// cudagen 0.1 seed 217 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,main,shared_var,extern_shared,constexpr_var,local_array,compound_assign,bitwise,shift,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,macro_object,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define RADIUS_2 (1 << 6)
#define BLOCK_SIZE_3 (0x5)
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#ifndef USE_FAST_PATH_7
#define TUNE_8 12
#else
#define TUNE_8 50
#endif
#if BLOCK_SIZE_3 > 22
#define CONFIG_9 3
#else
#define CONFIG_9 29
#endif
__global__ void trace10_kernel(float* __restrict__ out11, unsigned* __restrict__ buf12, int* acc13) {
    extern __shared__ float dyn_14[];
    unsigned int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    acc13[i15] |= (BLOCK_SIZE_3 - i15) + (*buf12) + buf12[gridDim.z];
    (*buf12) = out11[blockIdx.y];
    int off16 = ((dyn_14[0x3] / acc13[gridDim.x]) - out11[threadIdx.z]);
}
int main() {
    int n17 = 2295;
    int res18[0x3] = {n17, 3, -0xA2};
    res18[n17] *= +res18[n17];
    trace10_kernel<<<(n17 + 0x3f) / 64, 8 * 16, (TUNE_8 + 1012)>>>(nullptr, nullptr, res18);
    trace10_kernel<<<(n17 + 31) / 32, RADIUS_2 + (RADIUS_2 + (BLOCK_SIZE_1 + (TUNE_8 + (BLOCK_SIZE_3 + (TUNE_8 + (BLOCK_SIZE_1 + (CONFIG_9 + (RADIUS_2 + 134))))))))>>>(nullptr, nullptr, &n17);
    res18[1] = MAX2_4(MAX2_4(MAX2_4(res18[n17], n17), (long)n17), (35lu * n17) >> res18[0b0]);
    return 0;
}
