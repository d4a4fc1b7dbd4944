// cudagen 0.1 seed 1505 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,main,host_global,constexpr_var,auto_var,enum,if,for,pragma_unroll,do_while,goto,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
enum Level3 : long { SLOW4 = 2, SLOW5 = 8 };
static int g_weigh6;

__global__ void grow7_kernel(unsigned *acc8, int n9, float *dst10) {
    int pass11 = 0;
    do {
        ++acc8[pass11];
        if (SLOW4 != (dst10[6] + 0x1C))
            return;
        if (!(n9 == n9)) {
            size_t f12 = pass11;
            auto m13 = 4 + f12;
        }
        ++pass11;
    } while ((pass11 < pass11) && (pass11 == SLOW4));
}

__global__ void accum14_kernel(unsigned b15, unsigned alpha16) {
    auto base17 = b15;
    Level3 y18 = SLOW5;
}
enum State19 {
    FAST20,
    FAST21,
    RED22 = 7,
    GREEN23,
    SLOW24
};
/* NOTE: keep in sync with the host reference. */

template <typename T>
__global__ void relax25_kernel(const T *src26, const double *src27) {
    T e28 = 22.25;
    e28 = 5;
}

template <typename T, int N = 2>
__global__ void norm29_kernel(T beta30) {
    beta30 = (0x32 - beta30);
    long tmp31 = N;
    if (beta30 <= beta30) {
        goto skip35;
    }
    #pragma unroll 8
    for (int j32 = 0, j33 = tmp31; j32 < j33; (++j32, (--j33))) {
        for (int it34 = 0x0; it34 < tmp31; ++it34) {
            if (((unsigned long long)beta30) >= (+it34)) {
                if (j33 == N)
                    continue;
            }
        }
    }
    tmp31 = -25;
skip35:;
}

int main() {
    int count36 = 3395;
    if (g_weigh6 != (0x1e * g_weigh6)) {
        double hi37 = count36 << 5;
    }
    if ((g_weigh6 += 0x3F, g_weigh6) >= count36)
        return (unsigned long long)SLOW4;
    grow7_kernel<<<(g_weigh6 + 077) / 0x40, (FAST21 + 511)>>>((unsigned int*)nullptr, g_weigh6, nullptr);
    accum14_kernel<<<4 * 16, SLOW24 + (RED22 + (SLOW5 + 232)), 0>>>(RED22 + (count36 % g_weigh6), 53 / (count36 + 0x13u));
    relax25_kernel<int><<<1 << FAST21, 0x80, (RED22 + (SLOW4 + 55)) * 4>>>((const int*)nullptr, (const double*)nullptr);
    return 0;
}
