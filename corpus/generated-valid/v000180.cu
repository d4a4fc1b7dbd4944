// cudagen 0.1 seed 180 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,constexpr_var,struct,if,switch,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_hex_float,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_function,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#ifdef USE_FAST_PATH_4
#define TUNE_5 10
#else
#define TUNE_5 28
#endif
#if TUNE_5 == 28
#define CONFIG_6 4
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 23
#endif
#undef TUNE_5
#define TUNE_5 24
struct Acc7 {
    float lo8;
    unsigned mass9, count10;
    int mass11;
};
__host__ __device__ int shade12(char b13, int len14, Acc7 b15) {
    b15.mass9 >>= b15.count10;
    b15 = Acc7{};
    b13 = TWICE_PLUS_1(~(+b13), 4);
    if (len14 <= 47) {
        return CONFIG_6 * b15.count10;
    }
    return b13;
}
/* NOTE: keep in sync with the host reference. */
static __global__ void bias16(double beta17) {
    beta17 *= TUNE_5;
    shade12(CONFIG_6, beta17, Acc7{});
    shade12(beta17 + shade12(beta17, beta17, Acc7{static_cast<float>(CONFIG_6), 4U, 8U, 23u}), shade12(beta17, beta17, Acc7{62L, 9u, unsigned(63U), 2}) * (12 + beta17), Acc7{});
    beta17 = shade12(127ul, beta17, Acc7{21.F, 50UL, 1, 9}) ^ 0b1001U;
}
double host_pack18(double p19, float b20, int n21) {
    static_assert(0b101001 > 40);
    shade12(shade12(0b1001U, p19, Acc7{}) << 6, TWICE_PLUS_1(p19, 10), Acc7{float(-.75f), 010u, 2U, n21});
    switch (shade12(b20, b20, Acc7{b20, 3019L, 481, 32})) {
    case 3:
        break;
    case CONFIG_6 + (CONFIG_6 + 1): {
        dim3 flag22(1, (n21 + 31) / 040);
        int cnt23 = 6ll + shade12(b20, TWICE_PLUS_1(p19, 59), Acc7{b20, 1U, 4772l, 46LL});
        break;
    }
    case 1 << 1:
        static_assert(29 == 29, "bad config");
        break;
    case sizeof(unsigned int) * 2:
        break;
    default:
        break;
    }
    return p19;
}
inline constexpr int LANES24 = 1 << 2;
void clamp25(int *buf26) {
    bias16<<<LANES24 + 12, dim3(128 * 2, 64), 0, (cudaStream_t)0>>>(buf26[0b101]);
    const long *q27 = reinterpret_cast<const long*>(buf26);
    buf26[0] *= (int)(q27[5] ^ (13U * (*buf26)));
    (++(*buf26), (buf26[5] -= host_pack18(22.25, shade12(-43, shade12(61u, 30, Acc7{0x1p3F, 30, 052, 3746}), Acc7{14.875f, 5U, static_cast<unsigned>(*buf26), LANES24}), TWICE_PLUS_1(q27[3], 3144 | q27[0]))));
    buf26[4] |= 1;
    buf26[3] -= (35lu + q27[5]) - 20l;
    shade12(shade12((unsigned long long)LANES24, shade12(*q27, LANES24, Acc7{0b10010, 7U, 4u, static_cast<int>(LANES24)}), Acc7{14.625f, 17u, 32u, 0b101010}), host_pack18(18.375, 3.875f, sizeof(Acc7)), Acc7{6.0F, static_cast<unsigned>(21), unsigned(q27[5] << LANES24), 6});
}
int main() {
    int count28 = 2'971;
    count28 = 6;
    shade12(count28, -host_pack18(LANES24, 10, 4351L), Acc7{11.125f, 55, unsigned(LANES24), 6});
    return 0;
}
