// cudagen 0.1 seed 693 valid
// features: kernel,restrict_params,launch,builtin_vars,device_function,host_function,main,local_array,namespace,if,goto,static_assert,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,alignof,lambda,lambda_capture_value,lambda_init_capture,macro_function,macro_paste,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
// NOTE: keep in sync with the host reference.

__device__ void grow6(float alpha7, long alpha8, int* __restrict__ buf9) {
    if (buf9 == nullptr)
        return;
    float q10[4] = {};
}

namespace gpu11 {
int run_tally12(long q13) {
    q13 *= q13;
    q13 = -0x16;
    auto lam14 = [=]() -> int {
        return q13;
    };
    auto fn19 = [w15 = -0x14](unsigned int y16) {
        double res17 = 58;
        unsigned int prod18 = 0b11;
    };
    fn19(q13);
    int e20 = (q13 > ('\0' / q13)) ? 0x269lu : (q13 << q13);
    if (e20)
        return 0b0 / (e20 - q13);
    float sum21{5.375f};
    return (CAT_5(e, 20) <= (1925L + sum21)) ? ((int(sum21) == 55) ? 30ul : ADD3_2(e20, 29, 0x4)) : (sizeof(unsigned short) / q13);
}
} // namespace gpu11

__global__ void bump22_kernel(char* out23, float p24) {
    int gid25 = threadIdx.x;
    static_assert(sizeof(int) == 4);
    if ((*out23) == warpSize) {
        goto done26;
    }
    p24 *= 8.5F - ADD3_1(gid25 + out23[0x2], ADD3_2(p24, 37, alignof(int)), (float)9u);
    grow6(0b110010, 59ULL, reinterpret_cast<int*>(out23));
    out23[4] &= CAT_5(gid, 25);
done26:;
}

int main() {
    int size27 = 0xca8;
    gpu11::run_tally12(size27);
    bump22_kernel<<<1 << 4, 128 * 2>>>((char*)nullptr, int(36 / size27));
    return 0;
}
