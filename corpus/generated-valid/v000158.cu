// cudagen 0.1 seed 158 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,device_function,main,shared_var,constexpr_var,struct,if,for,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_float,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define CHUNK_2 16
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#undef CHUNK_2
#define CHUNK_2 8

struct Span4 {
    int x5;
    unsigned int z6;
};

static __global__ void __launch_bounds__(NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + 112))), 2) warp7_kernel(int lane8) {
    if (lane8) {
        return;
    }
    --lane8;
    int y9 = lane8;
    __shared__ int sh_10[(CHUNK_2 + CHUNK_2) * NUM_ITERS_1];
}

__device__ float mix11(const float* __restrict__ coef12, float b13, unsigned long q14) {
    for (int n15 = 0; n15 < 13; ++n15) {
        for (int j16 = n15; j16 > 0; --j16) {
            if (MAX2_3(j16, j16) > (*coef12)) {
                continue;
            }
        }
        q14 = b13;
    }
    return 0x1B;
}

int main() {
    int n17 = 0xF2B;
    float val18 = 16.125F;
    warp7_kernel<<<(n17 + 255) / 256, (CHUNK_2 + 120)>>>(n17);
    if (n17 <= NUM_ITERS_1) {
        return (CHUNK_2 * val18) - val18;
    }
    Span4 r19 = Span4{-14, 2100};
    return 0x0;
}
