// cudagen 0.1 seed 1165 valid
// features: kernel,launch,builtin_vars,main,constant_array,constexpr_var,if,if_else,while,shift,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,macro_function,macro_statement,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define SQR_2(x) ((x) * (x))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_4
#define TUNE_5 14
#else
#define TUNE_5 33
#endif
#if TUNE_5 % 2 == 0 || TUNE_5 < 4
#define CONFIG_6 1
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 22
#endif
#undef TUNE_5
#define TUNE_5 2
__constant__ long long c_fold7[4] = {072, 9};
// Computes one element per thread.

__global__ void accum8_kernel(const int *src9, const double *in10, const double *in11, int n12) {
    int i13 = threadIdx.x;
    if (i13 >= n12) {
        return;
    }
    if (((*in10) == 2) || (n12 < n12) || src9[i13]) {
        char v14 = *in10;
        if ((n12 >= blockDim.z) || (i13 < in10[i13])) {
            return;
        }
        v14 = ((unsigned)(*src9));
    } else {
        n12 = warpSize;
    }
}

int main() {
    int len15 = 683;
    accum8_kernel<<<0x1 << 0x7, 1 << (TUNE_5 + (TUNE_5 + 3))>>>(&len15, nullptr, nullptr, 0x36UL * (len15 += TUNE_5, 1));
    int w16 = 0x0;
    while (w16 < 14) {
        char flag17 = -(+len15);
        if (flag17 > w16) {
            return len15;
        }
        ++w16;
    }
    return 0;
}
