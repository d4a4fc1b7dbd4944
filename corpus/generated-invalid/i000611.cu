// cudagen 0.1 seed 611 invalid:launch_bounds_float
// features: kernel,launch,host_function,main,local_array,compound_assign,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,macro_object,macro_statement,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 64
#define NUM_ITERS_2 256
#define WARPS_3 256
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#if WARPS_3 > 8
#define CONFIG_5 2
#elif WARPS_3 < 0
#error unreachable configuration
#else
#define CONFIG_5 19
#endif

__global__ void pack6_kernel(int count7, const int* in8) {
    ACCUM_4(count7, (*in8));
    float off9(count7 + 830 + (in8[count7] - 0x125dul) + (*in8));
}

void run_drift10(double p11, int n12) {
    n12 = (16) * p11;
    float sum13 = (0x31);
    pack6_kernel<<<TILE_DIM_1 + (CONFIG_5 + (CONFIG_5 + 60)), CONFIG_5 + 126>>>(p11 / (n12 - 51), &n12);
    p11 *= 8 * p11;
    p11 += 27;
    signed char m14 = n12;
}
__global__ void __launch_bounds__(128.0) bounded_kernel17(int *p)
{
    p[threadIdx.x] = 0;
}

int main() {
    int size15 = 3124;
    size15 *= size15;
    float stride16[7] = {};
    ACCUM_4(stride16[2], (size15));
    return 0x0;
}
