// cudagen 0.1 seed 1975 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,main,device_var,shared_var,shared_2d,extern_shared,constexpr_var,if,compound_assign,bitwise,shift,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_static,alignof,macro_object,macro_function,pp_if,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 128
#define NUM_ITERS_2 128
#define BLOCK_SIZE_3 (0x4)
#define LOW_BITS_4(x) ((x) & 0xF)
#define TWICE_PLUS_5(a, b) (2 * (a) + (b))

#if (BLOCK_SIZE_3 * 2) >= 12 && BLOCK_SIZE_3 != 0
#define CONFIG_6 4
#else
#define CONFIG_6 10
#endif
#undef NUM_ITERS_2
#define NUM_ITERS_2 48
__device__ int d_reduce7 = 1 << 4;
// Layout: row-major, no padding.

__global__ void __launch_bounds__(0x80) drift8_kernel(int len9) {
    len9 = alignof(double);
    int prod10 = 58 << (d_reduce7 += BLOCK_SIZE_3, LOW_BITS_4(len9));
    if ((d_reduce7 + len9) >= d_reduce7) {
        return;
    }
}

template <typename T, class U>
__global__ void apply11(U q12, const float* input13, float cfg14, const U* input15) {
    extern __shared__ int dyn_16[];
    d_reduce7 = dyn_16[d_reduce7];
    __shared__ long sh_17[11][14];
}

int main() {
    int count18 = 546;
    unsigned int idx19(count18 + static_cast<unsigned int>(3217 / count18));
    idx19 %= U' ';
    drift8_kernel<<<dim3((idx19 + 63) / 0x40, (count18 + 31) / 32, (128)), 1 << (BLOCK_SIZE_3 + 5)>>>(2049);
    apply11<int, int><<<(count18 + 31) / 32, 0x1 << (BLOCK_SIZE_3 + 4)>>>(CONFIG_6, nullptr, 18.125F, nullptr);
    return 0;
}
