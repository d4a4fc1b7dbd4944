// cudagen 0.1 seed 285 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,constexpr_var,local_array,if,compound_assign,bitwise,shift,comparison,incdec,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,cast_c,cast_functional,cast_static,sizeof,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#ifndef USE_FAST_PATH_2
#define TUNE_3 2
#else
#define TUNE_3 36
#endif
#if (TUNE_3 * 2) >= 25 && TUNE_3 != 0
#define CONFIG_4 5
#else
#define CONFIG_4 29
#endif
__global__ void __launch_bounds__((CONFIG_4 + (CONFIG_4 + 70)) * (TUNE_3 + 6)) count5_kernel(float alpha6)
{
    int tid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    alpha6 *= ((int)(tid7 - tid7)) << ((10 + tid7) * tid7);
    alpha6++;
    float s8 = MOD8_1(tid7 ^ 4);
}
size_t check_drift9(int lane10, int lane11)
{
    lane11 <<= 7;
    int res12(lane11);
    if ((lane10 % lane10) == 10) {
        return int((unsigned int)sizeof(int));
    }
    float v13[0x2]{7.F, 4.0f};
    if (lane10 <= 51) {
        return 0x6UL;
    }
    v13[lane10 & 0x1] = res12;
    if (res12 != lane10) {
        return lane10;
    }
    return lane11 ^ int(MOD8_1(lane10));
}
__device__ int kick14(int stride15, int count16, int stride17)
{
    int w18[5]{static_cast<int>(62), 2, 56u, 7, -47L};
    unsigned int q19[3] = {};
    return 2;
}
__device__ int score20(int stride21, int lane22)
{
    stride21 = static_cast<int>(kick14(static_cast<float>(threadIdx.z), stride21 + lane22, 25));
    lane22 >>= sizeof(float);
    int k23{0x3E};
    kick14(TUNE_3, (stride21 & 0x24U), 9 * stride21);
    char cnt24[2] = {static_cast<char>(kick14(CONFIG_4, 54L, stride21))};
    if (((long long)stride21) < k23) {
        return kick14(MOD8_1(stride21), stride21 + 55L, stride21);
    }
    kick14((float)13.625f, 0b111101ull, kick14(52, (cnt24[lane22 & 1]), k23));
    return sizeof(int);
}
int main()
{
    int len25 = 0xcf7;
    if (((unsigned int)len25) == sizeof(int)) {
        return check_drift9(56, sizeof(float)) % long(0x2d);
    }
    count5_kernel<<<(len25 + 63) / 64, 512, 0, 0>>>(check_drift9(~len25, len25));
    float flag26 = len25;
    unsigned stride27 = 1979;
    return 0;
}
