// cudagen 0.1 seed 2170 valid
// features: kernel,launch,launch_shared_mem,main,if,switch,switch_fallthrough,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_string,lit_string_concat,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_ref,lambda_iife,lambda_launch,macro_function,macro_statement,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void blend3_kernel(unsigned *dst4, int n5) {
    switch (*dst4) {
    case (0):
        break;
    case 12: {
        int h6 = ((!(n5 == n5)) ? n5 : n5) * n5;
        [[fallthrough]];
    }
    case 0x9:
        break;
    case (6):
        break;
    }
    if (!((n5 - n5) <= 23)) {
        unsigned char k7 = (dst4[2] += 4557, dst4[4]);
        dst4[4] = (k7 * 066) >> ((k7 + 18) - (k7 << n5));
    }
}
/* NOTE: keep in sync with the host reference. */

__global__ void blend8(int *dst9, const long *input10) {
    if (HALF_1(input10[4]) >= dst9[0]) {
        return;
    }
    long long s11 = input10[5];
    double lo12 = *input10;
    (++dst9[6], (lo12 = *dst9));
    (*dst9) *= 20 + lo12;
    s11 = (char)input10[s11];
}

int main() {
    int count13 = 1548;
    if (49U > count13) {
        ([&] {
            const char *mid14 = "\x41\102" "_tail";
            blend3_kernel<<<(512), (0x20), sizeof(double) * 0x80>>>((unsigned*)nullptr, 2455 * mid14[0x0] * 0x8);
        })();
        count13 = (count13 += count13, 241);
    }
    blend8<<<8, 32>>>((int*)nullptr, (const long*)nullptr);
    return 0;
}
