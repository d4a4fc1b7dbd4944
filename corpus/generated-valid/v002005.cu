// cudagen 0.1 seed 2005 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,auto_var,enum_class,for,do_while,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,macro_object,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 32
#define CHUNK_2 (64)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 11
#else
#define TUNE_5 58
#endif

#if (RADIUS_1 * 2) >= 17 && RADIUS_1 != 0
#define CONFIG_6 8
#else
#define CONFIG_6 30
#endif
/* Computes one element per thread. */

__global__ void __launch_bounds__(1 << (CONFIG_6 + 1)) drift7_kernel(int stride8) {
    extern __shared__ unsigned int dyn_9[];
    for (int i10 = 0, j11 = stride8; i10 < j11; (++i10, (--j11))) {
        dyn_9[i10] = (dyn_9[j11 & 0b111] += stride8, (i10 | (i10 - dyn_9[i10])));
    }
    int hi12 = stride8;
    auto t13 = hi12;
    SWAP_3(int, hi12, stride8);
    stride8 *= 2509;
}
enum class Color14 {
    Slow15 = 1,
    Mul16 = 5,
    Add17,
    Fast18 = 12,
    Blue19 = 15
};

__global__ void __launch_bounds__(RADIUS_1 + 224) score20_kernel(float alpha21, unsigned int p22, int len23) {
    p22 <<= 2;
    unsigned short e24 = alpha21;
    --alpha21;
    Color14 cnt25 = Color14::Blue19;
    if (21 < (alpha21 / alpha21)) {
        goto finish26;
    }
    cnt25 = cnt25;
    ++len23;
    len23 %= e24;
finish26:;
}

constexpr int run_march27(int len28) {
    len28 >>= (TUNE_5 * len28 * (len28 + 18U)) >> len28;
    return len28;
}

int main() {
    int count29 = 3073;
    count29 = run_march27(run_march27((RADIUS_1 <= count29) ? count29 : CONFIG_6));
    int iter30 = 0;
    do {
        count29 &= 3L;
        count29 = run_march27(run_march27(count29 ^ count29));
        ++iter30;
    } while (iter30 < (11));
    drift7_kernel<<<(count29 + 63) / 0b1000000, CONFIG_6 * 4, 0, 0>>>(run_march27(count29));
    score20_kernel<<<512, CHUNK_2 + (RADIUS_1 + (TUNE_5 + (CONFIG_6 + (RADIUS_1 + (CONFIG_6 + 54))))), 0, 0>>>(run_march27(count29) >> (count29 += 24, iter30), iter30, run_march27(count29));
    return 0;
}
