// cudagen 0.1 seed 2114 valid
// features: kernel,kernel_from_macro,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,constexpr_var,auto_var,typedef,if,switch,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 32
#define WARPS_2 (16)
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 16
#else
#define TUNE_7 19
#endif

__global__ void mix8_kernel(const float* src9, char* buf10, int count11)
{
    count11 %= (49UL - CAT_5(count, 11)) & (0xeu - static_cast<long>(buf10[0x0]));
    float h12 = (WARPS_2 - src9[3]);
    const int* t13 = nullptr;
    float hi14 = (0x2E - count11) + (*t13) + (buf10[count11 & 0x7] * (*t13) * (src9[count11] * CAT_5(count, 11)));
    constexpr int diff15 = 30;
    h12 *= 13.625f;
}
typedef int idx16_t;

__host__ __device__ void update17(float* acc18, int lane19)
{
    (*acc18) = (long(lane19) - (*acc18));
    acc18[lane19 & 7] *= CAT_5(lane, 19);
    acc18[7] = acc18[lane19 & 7];
    (*acc18) *= (lane19 * (3'512 | lane19)) ^ ((23 + lane19) % lane19);
}

__device__ __host__ unsigned char stencil20(double alpha21, double b22)
{
    alpha21 = 23.625;
    auto res23 = 0lu;
    float x24 = (48U - (res23 - res23)) * 18.375F;
    return 20 | res23;
}
#define DEFINE_MAP_KERNEL_25(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_25(map_accum26, double)

short host_combine27(unsigned cfg28)
{
    map_accum26<<<(cfg28 + 0x3F) / 64, sizeof(int) * 0x8, sizeof(float) * 256, 0>>>(nullptr, stencil20(cfg28 + CAT_5(cfg, 28), 11.5));
    cfg28 ^= WARPS_2;
    cfg28 = CAT_5(cfg, 28);
    if ((cfg28 <= 13) || (cfg28 != 0x9)) {
        return cfg28;
    }
    cfg28 = 0x3AL;
    constexpr double r29 = 61;
    mix8_kernel<<<1, 128>>>(nullptr, (char*)nullptr, +(cfg28 | 0x1cU));
    return (cfg28);
}

int main()
{
    int len30 = 2499;
    switch (len30) {
    case 8:
        break;
    case 7: {
        float k31 = 16.25F;
        len30 = host_combine27(len30) / k31;
        break;
    }
    }
    return 0;
}
