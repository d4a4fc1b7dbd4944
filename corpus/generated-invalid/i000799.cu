// cudagen 0.1 seed 799 invalid:type_used_as_value
// features: kernel,launch,host_device_function,host_function,constexpr_function,main,constexpr_var,auto_var,enum_class,if,while,switch,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define RADIUS_1 32
#define CHUNK_2 16
#define MOD8_3(x) ((x) % 8)
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 38
#endif

#if RADIUS_1 == 32
#define CONFIG_7 7
#else
#define CONFIG_7 13
#endif
enum class Color8 { Red9, Blue10 = 2, Green11 = 6 };

__global__ void filter12(int* data13, unsigned long long q14, int n15, int n16)
{
    int iter17 = 0;
    while ((iter17 < iter17) && ((iter17 + 3) >= iter17)) {
        constexpr int acc18 = 6;
        ++iter17;
    }
    auto k19 = q14;
    n16 = (unsigned char)(n16 + k19 + 0x6);
}
enum class Axis20 {
    High21,
    Blue22,
    Slow23,
    Busy24,
    Slow25
};

__device__ __host__ unsigned int gather26(Axis20 cfg27, size_t* acc28, double p29)
{
    Color8 prod30 = Color8::Blue10;
    prod30 = Color8::Red9;
    if (p29 > (*acc28))
        return (p29 += acc28[0x2], p29);
    prod30 = Color8::Red9;
    p29 = (11.875 - (acc28[5] / 22.625));
    acc28[6] = acc28[5];
    return sizeof(float) | ((acc28[0x1] | 16) * ((*acc28) - (*acc28)));
}

constexpr __host__ __device__ int stencil31(int len32, int count33)
{
    constexpr unsigned int idx34 = CONFIG_7 + (CHUNK_2 + (CHUNK_2 + 012));
    return 43 + ((count33 + idx34) % idx34);
}

__host__ __device__ int combine35(int n36, signed char alpha37, int stride38)
{
    n36 = MAX2_4((float)(n36 += alpha37, alpha37), CHUNK_2);
    n36 = (MOD8_3(stride38) - stride38);
    int h39(0b111111);
    constexpr float h40 = 10.75f;
    return (n36 += alpha37, 4u);
}

__device__ __host__ short decay41(int* buf42, Color8 a43)
{
    a43 = Color8::Blue10;
    unsigned stride44 = (35 | ((*buf42) - (*buf42))) * ((2427ul - (*buf42)) * 13);
    if (1 > (buf42[0] + 51u))
        return (!((*buf42) >= stride44)) ? 5 : (stride44 & TUNE_6);
    switch (stride44) {
    case 3 * 2: {
        if (buf42 != nullptr)
            break;
        size_t t45(stride44);
        break;
    }
    case 1:
        break;
    case 8:
        break;
    case CONFIG_7:
        break;
    }
    return buf42[2] << ((int)('\t' | stride44));
}

int run_relax46(float* data47, float cfg48)
{
    cfg48 = MOD8_3((data47[7] += RADIUS_1, 285));
    cfg48 = -0xF;
    return ((*data47) <= '#') ? (cfg48 - (*data47)) : (*data47);
}
struct Flags52 {
    int bits;
};

int main()
{
    int size49 = 1447;
    size49 = Flags52 + 1;
    size49 = size49;
    Axis20 e50 = Axis20::Slow25;
    (--size49, (e50 = e50));
    Axis20 w51 = Axis20::Busy24;
    filter12<<<1, (64)>>>(&size49, (size49 & size49) >> ((CHUNK_2 == size49) ? size49 : size49), 60, int(-0x3D));
    return 0x0;
}
