// cudagen 0.1 seed 1352 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,main,constexpr_var,local_array,if,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,cast_static,sizeof,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define CAT_1(a, b) a##b

#ifndef USE_FAST_PATH_2
#define TUNE_3 15
#else
#define TUNE_3 22
#endif

#if (TUNE_3 * 2) >= 47 && TUNE_3 != 0
#define CONFIG_4 3
#else
#define CONFIG_4 21
#endif

__global__ void drift5_kernel(const int* __restrict__ src6) {
    double prod7 = (0x26 % src6[2]) * src6[6];
    long e8[8]{-0x32, 7LL, static_cast<long>(TUNE_3), 24, 18U, 50, static_cast<long>(3542), 0x40};
    prod7 = 8.75;
    unsigned h9 = CONFIG_4;
    long long x10 = -17;
    if ((e8[x10] | 1286lu) == src6[x10 & 7]) {
        return;
    }
}

int main() {
    int n11 = 2155;
    if ((CAT_1(n, 11) * 3) >= CAT_1(n, 11)) {
        return 53U ^ (n11);
    }
    drift5_kernel<<<dim3((TUNE_3 + 1)), dim3((CONFIG_4 + 43), (n11 + 63) / 64, 128), sizeof(int) * 64, (cudaStream_t)0>>>(&n11);
    return 0;
}
