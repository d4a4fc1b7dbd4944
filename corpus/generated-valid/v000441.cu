// cudagen 0.1 seed 441 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,main,shared_var,extern_shared,constexpr_var,using_alias,if,while,goto,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 26
#endif
#if TUNE_5 > 61
#define CONFIG_6 3
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 21
#endif
using idx7_t = int;

__global__ void __launch_bounds__((1024), 2) warp8_kernel(idx7_t lane9, idx7_t lane10, const int *in11) {
    extern __shared__ double dyn_12[];
    constexpr idx7_t hi13 = 58;
    idx7_t e14 = (lane9 += lane10, (lane10 + (*in11)));
    e14 *= *in11;
    int pass15 = 0;
    if (in11 == nullptr) {
        goto done16;
    }
    while (pass15 < lane9) {
        SWAP_1(int, e14, lane10);
        SWAP_1(idx7_t, e14, lane10);
        ++pass15;
    }
done16:;
}
constexpr int TILE17 = 0b101;

__global__ void step18(int *acc19, idx7_t len20) {
    len20 = len20 / (len20 - (acc19[len20] + TILE17));
    if ((len20 * TILE17) < 0x3A) {
        return;
    }
    float t21{9.125f};
    if ((*acc19) * TILE17) {
        len20 ^= TILE17;
    }
    if ((acc19 == nullptr) && ((*acc19) != t21)) {
        return;
    }
}

int main() {
    int size22 = 1925;
    size22 = +(-(size22 * 37));
    size22++;
    size22 = (TILE17 * size22) + TILE17;
    warp8_kernel<<<dim3((size22 + 127) / 128, (TILE17 + TUNE_5) * 4, 256), 4 * 16, sizeof(double) * 256>>>((TILE17 - size22), (0x1aULL), nullptr);
    step18<<<TILE17 + 123, TUNE_5 + (TILE17 + (TUNE_5 + 501))>>>((idx7_t*)nullptr, 0x21);
    return 0;
}
