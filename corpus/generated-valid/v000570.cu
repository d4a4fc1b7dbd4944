// cudagen 0.1 seed 570 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,device_function,main,constant_array,shared_var,static_shared,constexpr_var,enum,typedef,namespace,if,if_else,while,nested_block,bitwise,logical,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
enum Kind3 { HIGH4, HIGH5, BLUE6, BLUE7 = 6 };
__constant__ unsigned long c_lerp8[8] = {'A', 44, 8, 0, 014, 63ull, 53, 3324};

__global__ void __launch_bounds__(128, HIGH5 + HIGH5) kick9_kernel(float q10, int lane11) {
    int lim12 = 60;
    int e13 = lane11;
}
/* Helper used by the kernels below. */

__global__ void relax14(Kind3 alpha15, unsigned long q16, const int *src17, const signed char *input18) {
    Kind3 hi19 = alpha15;
    unsigned acc20 = TWICE_PLUS_1(hi19, *input18) - (BLUE7 % src17[q16 & 7]);
    static __shared__ unsigned sh_21[256];
    if ((input18 != nullptr) && ((c_lerp8[acc20] > BLUE7) && (alpha15 == HIGH5))) {
        constexpr int idx22 = 27l;
    }
    q16 = TWICE_PLUS_1(acc20, alpha15);
}
// Layout: row-major, no padding.

__device__ unsigned long step23(int n24, int count25) {
    float s26 = TWICE_PLUS_1(n24, count25);
    int pass27 = 0;
    while (pass27 < count25) {
        count25 = TWICE_PLUS_1(c_lerp8[pass27], unsigned(31)) - TWICE_PLUS_1(s26, count25);
        if (!(n24 >= 34))
            break;
        if (pass27 || (count25 >= 071))
            continue;
        ++pass27;
    }
    return HIGH5;
}

namespace ops28 {
typedef long idx29_t;
enum Axis30 {
    LOW31,
    OFF32,
    IDLE33 = 6,
    SLOW34 = 11,
    GREEN35
};
} // namespace ops28
// Returns the accumulated value.

__device__ unsigned long pivot36(const int *input37, int lane38, unsigned int q39) {
    __shared__ float sh_40;
    {
        if ((q39 & static_cast<unsigned char>(21)) != input37[7]) {
            q39 = 40 - (-static_cast<int>(q39));
        } else {
            __shared__ float sh_41[16];
            sh_41[6] = static_cast<float>(q39) + (14.125F) + ((c_lerp8[q39 & 7] % 36) * 4.75f);
        }
    }
    return '"';
}

int main(void) {
    int n42 = 4050;
    n42 = n42;
    unsigned mid43 = (071);
    relax14<<<4, 32, sizeof(int) * 0b10000000, (cudaStream_t)0>>>(HIGH4, 22, (const int*)nullptr, nullptr);
    short f44 = TWICE_PLUS_1(n42, n42);
    ops28::Axis30 stride45 = ops28::GREEN35;
    kick9_kernel<<<2 * 2, (ops28::GREEN35 + (ops28::SLOW34 + 41)) * 0b100>>>(19.625f, 2268);
    return 0;
}
