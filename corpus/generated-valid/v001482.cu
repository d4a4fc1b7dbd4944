// cudagen 0.1 seed 1482 valid
// features: kernel,restrict_params,launch,launch_dim3,device_function,host_function,main,host_global,constexpr_var,local_array,auto_var,enum,enum_class,switch,goto,static_assert,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_functional,cast_reinterpret,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define WARPS_1 3
#define CHUNK_2 32
#define MOD8_3(x) ((x) % 8)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#if WARPS_1 == 3
#define CONFIG_6 5
#else
#define CONFIG_6 29
#endif
enum Kind7 { OFF8, BLUE9, BUSY10 };
enum class Level11 { Busy12 = 2, Fast13 = 8, Fast14 };
const float g_bump15 = -15.75f;

void run_sift16(const int *input17, double *data18)
{
    auto off19 = 2 * (input17[1] * 0x1) * (1 / (+input17[2]));
    off19 = +(off19 * (7 * off19));
    int w20[(0b101)]{12, 15, off19, off19, off19};
    data18[0x7]++;
    dim3 lim21 = dim3(128, (off19 + 255) / 256, (off19 + 0xFF) / 256);
}

__device__ int norm22(bool beta23, int stride24)
{
    stride24++;
    bool off25 = MOD8_3(stride24 + stride24) | (stride24 ^ (stride24 + 0b110000U));
    Level11 u26 = Level11::Busy12;
    return (-0x1);
}

void run_filter27(const short *input28, int count29, signed char p30)
{
    const char *off31 = "\"q\"";
    if ((input28[p30 & 0x7] - input28[p30]) <= 23) {
        goto finish33;
    }
    count29 = MOD8_3(p30 | 32LL) ^ (CONFIG_6 - (*input28));
    switch (*input28) {
    case 0x9: {
        float t32 = input28[0x5];
        p30 = +int(4 + count29);
        break;
    }
    case CONFIG_6 + (WARPS_1 + (BUSY10 + (BLUE9 + BLUE9))):
        break;
    case 2 * 0b10:
        break;
    default:
        break;
    }
finish33:;
}

__global__ void accum34_kernel(int lane35, const int *src36)
{
    int flag37 = (MOD8_3(src36[lane35]) * 64) + ((WARPS_1 - src36[lane35]) & (CONFIG_6 - src36[0x3]));
    flag37--;
    ++lane35;
}

__global__ void apply38_kernel(int len39, const float *coef40, int *out41)
{
    (*out41) = MOD8_3(len39);
    Kind7 r42 = BUSY10;
    double idx43 = *out41;
    r42 = BUSY10;
    unsigned off44 = (MOD8_3(r42) + MOD8_3(out41[1])) * ((BLUE9 + out41[len39]) | r42);
}

void run_warp45(const short *coef46, unsigned char *__restrict__ dst47, const long *__restrict__ input48)
{
    if ((dst47[7] <= 23UL) && ((*coef46) > (*input48))) {
        goto out50;
    }
    switch (*input48) {
    case 0x9:
        accum34_kernel<<<4, dim3(2)>>>(36ul, reinterpret_cast<const int*>(coef46));
        break;
    case 0x2 * (BLUE9 + 0x4): {
        Kind7 val49 = BUSY10;
        --dst47[1];
        break;
    }
    case (BUSY10 + (BLUE9 + CONFIG_6)):
        dst47[3] = (unsigned int)((long)3);
        break;
    }
    dst47[1] = (CONFIG_6);
    static_assert(4 > 0x3);
out50:;
}

int main()
{
    int count51 = 2168;
    count51 = g_bump15;
    float lo52 = count51;
    apply38_kernel<<<dim3((count51 + 63) / 0b1000000), 0b100000>>>(-(count51 / count51), &lo52, nullptr);
    return 0;
}
