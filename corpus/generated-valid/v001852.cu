// cudagen 0.1 seed 1852 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_device_function,host_function,constexpr_function,main,constant_var,constexpr_var,local_array,struct,aligned_struct,if,for,while,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_functional,macro_object,macro_paste,pp_if,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 128
#define CHUNK_2 ((32))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#if CHUNK_1 > 25
#define CONFIG_6 2
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 17
#endif
#undef CONFIG_6
#define CONFIG_6 8

struct Bounds7 {
    long val8;
    int x9;
    int mass10, lo11;
};
__constant__ Bounds7 c_bias12 = {39, 63U, 64U, 26};
// Computes one element per thread.

struct __align__(8) Tile13 {
    int vel14;
    short weight15;
    size_t vel16;
    long hi17;
};

__device__ unsigned int step18(int count19, unsigned long q20, int count21)
{
    double tmp22 = gridDim.x;
    --count21;
    if ((q20 - c_bias12.mass10) == q20) {
        return count21;
    }
    return CONFIG_6;
}

constexpr int bump23(int len24)
{
    float v25 = 24.25f - CAT_5(len, 24);
    return 53;
}
/* NOTE: keep in sync with the host reference. */

double pivot26(double alpha27)
{
    alpha27++;
    alpha27 = 41;
    return float(11.75f - CAT_5(alpha, 27));
}

__device__ __host__ int scatter28(int stride29, unsigned char p30)
{
    constexpr unsigned int mid31 = 64l;
    int iter32 = 0;
    while (iter32 < stride29) {
        if (iter32) {
            int z33[7] = {25, -0x23};
            stride29++;
            ++stride29;
        }
        if (((iter32 != iter32) ? p30 : CAT_5(stride, 29)) >= 21) {
            break;
        }
        ++iter32;
    }
    return CHUNK_1 * (stride29 + (p30 - 3014));
}

__global__ void clamp34(int count35, float *__restrict__ buf36, int lane37)
{
    int tid38 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int lo39 = 0x28UL - lane37;
    lo39 >>= threadIdx.x;
    (lane37--, (lo39 = ((unsigned long)tid38) * (((count35 < buf36[lane37 & 7]) ? lo39 : 014) + CHUNK_1)));
    if (buf36 != nullptr) {
        Tile13 diff40 = {24u, 58, 0x11, 0x9L};
    }
    unsigned long acc41 = CONFIG_6 * (((-count35) == gridDim.y) ? (lo39 += buf36[4], lane37) : 0b1001L);
}

inline char norm42(Tile13 b43, int count44, int count45)
{
    short diff46[3] = {short(42), 24, 0b111100};
    if (0x8 == count44) {
        return diff46[count45];
    }
    for (int it47 = count44; it47 > 0x0; --it47) {
        int val48 = (1202);
    }
    b43.vel14 += 30L;
    return count45;
}

int main()
{
    int n49 = 3573;
    for (int i50 = 0; i50 < n49; i50 += 2) {
        ++n49;
        clamp34<<<0x4 * 4, dim3(1)>>>(i50, nullptr, 44 - (n49 << 4));
        if ((((CAT_5(i, 50) * n49) > i50) ? (CONFIG_6 ^ i50) : (CHUNK_1)) >= CHUNK_2) {
            clamp34<<<8, dim3(1 << (CONFIG_6 + 0x1))>>>(CONFIG_6, (float*)nullptr, i50);
        }
    }
    const char *s51 = "kernel\n";
    return 0;
}
