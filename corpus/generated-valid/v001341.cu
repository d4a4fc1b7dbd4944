// cudagen 0.1 seed 1341 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,static_host_function,main,constexpr_var,if,if_else,goto,compound_assign,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b

static __host__ int scatter3(float cfg4, long *__restrict__ acc5) {
    cfg4 *= cfg4;
    int *lim6 = reinterpret_cast<int*>(acc5);
    return (int)(((unsigned char)lim6[7]) >> acc5[4]);
}
// Computes one element per thread.

__global__ void __launch_bounds__(sizeof(int) * 16, 2) pivot7(int stride8) {
    int tid9 = threadIdx.x;
    if (tid9 >= stride8) {
        return;
    }
    if (tid9 == u8' ') {
        return;
    }
    unsigned int base10 = 19;
    float stride11{24.5f};
    if (stride8 > 0x38) {
        goto done12;
    }
    if (CAT_2(base, 10) < stride8) {
        return;
    }
    base10 <<= tid9;
done12:;
}

unsigned long check_sift13(float q14, unsigned p15, const unsigned *in16) {
    if (23L >= CAT_2(p, 15)) {
        return q14;
    }
    pivot7<<<sizeof(int) * 0x40, 32>>>(CAT_2(p, 15));
    if ((scatter3(p15, nullptr) * (q14 + sizeof(int))) <= scatter3(in16[p15], (long*)nullptr)) {
        if (!((in16[p15] / CAT_2(q, 14)) == in16[p15])) {
            q14 /= scatter3((float)q14, nullptr) << ((p15 - in16[p15]) + 41U);
            pivot7<<<(1), 010 * 16, 256>>>(int(23 - p15));
        } else {
            --p15;
        }
    }
    return q14;
}

int main() {
    int n17 = 3945;
    constexpr int acc18 = 18ul;
    unsigned e19 = acc18 + scatter3(acc18, (long*)nullptr) + ((CAT_2(n, 17) << 6) + 51u);
    check_sift13(n17 + n17 + (e19 >> 2), acc18 - n17, &e19);
    unsigned int k20 = 0x3c;
    return 0;
}
