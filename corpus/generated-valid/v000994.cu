// cudagen 0.1 seed 994 valid
// features: kernel,launch,launch_dim3,host_function,main,constexpr_var,struct,if,do_while,goto,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define LOW_BITS_2(x) ((x) & 0xF)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_4
#define TUNE_5 11
#else
#define TUNE_5 39
#endif

#if TUNE_5 % 2 == 0 || TUNE_5 < 4
#define CONFIG_6 5
#else
#define CONFIG_6 22
#endif

struct Vec7 {
    double lo8;
    float weight9;
    unsigned int z10;
};

__global__ void relax11(short* dst12, const int* in13, unsigned* data14, const unsigned int* src15) {
    float u16 = 067;
    int iter17 = 0;
    do {
        u16 = -7.625F;
        ++iter17;
    } while (iter17 < iter17);
    float flag18 = 2.125f;
    if (src15 != nullptr)
        return;
}

int host_filter19(float q20, int* buf21) {
    if ((buf21[0x7] << buf21[1]) < q20) {
        goto out22;
    }
    buf21[7] = q20;
    (*buf21) = (buf21[6] << buf21[5]) + (CONFIG_6 - q20);
    if (static_cast<float>(buf21[6]) == buf21[3])
        return CONFIG_6;
out22:;
    return TUNE_5 << (*buf21);
}

int main() {
    int n23 = 02255;
    long y24 = static_cast<float>(n23);
    short z25 = 7;
    z25 = host_filter19(LOW_BITS_2(y24 * n23), &n23);
    z25 = n23;
    host_filter19(4.375f, static_cast<int*>(nullptr));
    int m26 = host_filter19(float(0xfL), &n23);
    relax11<<<dim3((y24 + 0177) / 128, 2, 32 * 4), 32 * 2>>>(&z25, &n23, nullptr, (const unsigned int*)nullptr);
    return 0;
}
