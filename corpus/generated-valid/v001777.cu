// cudagen 0.1 seed 1777 valid
// features: kernel,launch,device_function,static_device_function,host_device_function,main,host_global,constexpr_var,enum,if,for,pragma_unroll,ternary,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,macro_function,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define SQR_2(x) ((x) * (x))
enum Axis3 { RED4, GREEN5 = 2, FAST6 = 7, OFF7 };
const char* g_lerp8 = "\x41\102";

__host__ __device__ int blend9(int count10, Axis3 q11)
{
    int base12 = 13;
    Axis3 w13 = q11;
    base12--;
    return w13 / (((q11 <= 'A') || (2 > base12)) ? (count10 += q11, w13) : count10);
}
// NOTE: keep in sync with the host reference.

static __device__ float scatter14(short int* out15)
{
    (*out15) = static_cast<int>(SQR_2(SQR_2(*out15)));
    #pragma unroll 8
    for (int j16 = 0; j16 < 0xd; ++j16) {
        Axis3 val17 = GREEN5;
        blend9(blend9((unsigned char)9, val17), val17);
    }
    (*out15) = out15[0];
    return 7.375F;
}

__global__ void count18(unsigned q19, const signed char* input20)
{
    if ((q19 * 030ul) > 0x16) {
        return;
    }
    ++q19;
    (++q19, (q19 = +((OFF7 - q19) * blend9(060UL, FAST6))));
}

int main(void)
{
    int len21 = 0xCDA;
    if (static_cast<double>(len21) == 26) {
        return g_lerp8[0] - static_cast<int>(len21);
    }
    for (int i22 = 0; i22 < (GREEN5 + (GREEN5 + (GREEN5 + 1))); ++i22) {
        for (int n23 = 3; n23 > 0; --n23) {
            int idx24{static_cast<int>(blend9(g_lerp8[0x1] - 26, FAST6) * len21)};
        }
        len21++;
        const char* mid25 = R"(C:\dir)";
    }
    count18<<<(GREEN5 + (GREEN5 + 60)) * 4, 0400>>>(blend9(g_lerp8[1], RED4) - (FAST6 - len21), (const signed char*)nullptr);
    return 0;
}
