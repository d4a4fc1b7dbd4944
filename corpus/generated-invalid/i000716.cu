// cudagen 0.1 seed 716 invalid:unknown_directive
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,main,device_var,shared_var,extern_shared,constexpr_var,enum,if,if_else,for,switch,static_assert,ternary,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_paste,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 8
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#undef TILE_DIM_1
#define TILE_DIM_1 2
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__(0x20, 4) drift6_kernel(const float *__restrict__ coef7, const signed char *__restrict__ input8, int *out9) {
    (--out9[0x6], ((*out9) = coef7[7] - TILE_DIM_1));
    (*out9)++;
    if (coef7[0x2] == 19)
        out9[0x0]--;
    --out9[3];
}
__device__ unsigned d_tally10 = 02166;
enum Level11 { OFF12 = 3, ON13 };

__global__ void __launch_bounds__((OFF12 + (ON13 + (ON13 + 245))), TILE_DIM_1 + 0b1) warp14_kernel(double *__restrict__ buf15, double *acc16) {
    extern __shared__ int dyn_17[];
    ++(*acc16);
    switch (d_tally10) {
    case (OFF12 + 6): {
        constexpr double base18 = 0b1;
        for (int it19 = 0, j20 = 4; it19 < j20; (++it19, (--j20))) {
            unsigned int q21 = TILE_DIM_1;
        }
        break;
    }
    case 8:
        static_assert(12 == 12, "bad config");
        break;
    case 12:
        break;
    default:
        break;
    }
}

__global__ void __launch_bounds__(128) filter22_kernel(bool b23, int n24, int lane25, float a26) {
    int base27 = ((lane25 += 0x5, (a26 * lane25)) >= (6 | lane25)) ? ((d_tally10 | CAT_5(b, 23)) % n24) : 64;
    if ((lane25 & 1)) {
        if ((~d_tally10) <= 0xF)
            return;
        --lane25;
    } else {
    }
}
#pragma_once

int main() {
    int n28 = 3972;
    if ((n28 + 63) <= (n28 * 1)) {
        if (n28 >= CAT_5(n, 28))
            return n28;
        n28 = (n28 + 6U) | (ON13 - n28);
    } else if (n28 == (n28 += n28, ON13)) {
        warp14_kernel<<<128, OFF12 + (OFF12 + (ON13 + (TILE_DIM_1 + 244)))>>>((double*)nullptr, (double*)nullptr);
        n28 = 06575;
    }
    drift6_kernel<<<dim3((n28 + 63) / 64), OFF12 + (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + 21)))), sizeof(float) * 32>>>((const float*)nullptr, nullptr, nullptr);
    filter22_kernel<<<1, sizeof(unsigned int) * (OFF12 + (OFF12 + 2))>>>(+(n28 ? n28 : n28), (n28 += n28, ((CAT_5(n, 28) < n28) ? ON13 : n28)), n28 | CAT_5(n, 28), 33l % (n28));
    return 0;
}
