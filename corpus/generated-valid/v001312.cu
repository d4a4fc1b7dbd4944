// cudagen 0.1 seed 1312 valid
// features: kernel,launch,launch_dim3,device_function,main,constexpr_var,if,for,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,macro_object,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define WARPS_1 8
#define RADIUS_2 (5)
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_5
#define TUNE_6 4
#else
#define TUNE_6 21
#endif

#if TUNE_6 % 2 == 0 || TUNE_6 < 4
#define CONFIG_7 1
#else
#define CONFIG_7 14
#endif

__device__ void shade8(const int *coef9, int n10) {
    n10 = (n10);
    n10 = coef9[n10];
    n10 = RADIUS_2;
    for (int n11 = 0, j12 = 6; n11 < j12; (++n11, (--j12))) {
        float diff13 = 37ul - j12;
    }
    ++n10;
}

__global__ void grow14_kernel(const int *input15) {
    if ((input15[0x7] < 62ull) || (input15[0x3] > 15)) {
        return;
    }
    float h16 = MAX2_3(input15[3] + 33UL, input15[7]);
    char w17(WARPS_1);
    unsigned int y18(w17);
}

int main() {
    int size19 = 1108;
    size19 = size19 / WARPS_1;
    size19--;
    grow14_kernel<<<dim3((size19 + 0x1F) / 0x20, (4)), 512>>>(&size19);
    return 0;
}
