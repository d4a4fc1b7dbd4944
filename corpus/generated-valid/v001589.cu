// cudagen 0.1 seed 1589 valid
// features: kernel,launch,launch_shared_mem,main,shared_var,extern_shared,constexpr_var,const_local,if,while,switch,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void tile4_kernel(int *acc5) {
    constexpr int e6 = 43;
    (++acc5[0], (acc5[7] %= ((*acc5) + 18u) - 7));
    (*acc5) = acc5[7];
    if (!(acc5 == nullptr))
        return;
    const float tmp7 = ((*acc5) += 2453, sizeof(float));
    unsigned long cnt8 = (int)(045lu - tmp7);
    unsigned char base9 = cnt8 / ((float)'0');
}

__global__ void spread10(int *buf11) {
    extern __shared__ int dyn_12[];
    static_assert((31 * 2) == 62, "bad config");
    __shared__ unsigned int sh_13[32];
    switch (-buf11[7]) {
    case 2 * 0b100: {
        int *k14 = buf11;
        sh_13[21] = '0' / ((+sh_13[8]) + dyn_12[1]);
        break;
    }
    case 0b1001:
        break;
    case 6:
        break;
    }
}

int main() {
    int count15 = 2882;
    int w16 = 0;
    while ((w16 < w16) && (count15 == (w16))) {
        count15 |= (count15 < static_cast<unsigned int>(w16)) ? ((unsigned char)count15) : ((unsigned)(-count15));
        short cnt17 = count15 - (((count15 >= count15) ? count15 : w16) % (count15 * 10));
        cnt17 = 59l;
        ++w16;
    }
    spread10<<<(512), 64>>>(&count15);
    if ((w16 * 0b111011L) >= 53)
        return 0b10101ul + count15;
    tile4_kernel<<<(128), 512, 0>>>(nullptr);
    return 0;
}
