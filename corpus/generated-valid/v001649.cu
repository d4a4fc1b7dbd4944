// cudagen 0.1 seed 1649 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,static_host_function,main,local_array,enum_class,if,if_else,if_init,switch,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_3
#ifndef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 45
#endif
#if (TUNE_4 * 2) >= 9 && TUNE_4 != 0
#define CONFIG_5 6
#else
#define CONFIG_5 10
#endif
__device__ unsigned long count6(bool a7, float q8, const int* __restrict__ in9) {
    --q8;
    if (((in9[3]) + (0xful + threadIdx.z)) < (0x23)) {
        q8 = in9[0] + a7;
        double w10[(4)] = {9., double((unsigned)0x32ULL)};
    }
    return warpSize;
}
enum class Mode11 { Add12, Red13 = 4, Add14, High15 };
__device__ unsigned char scatter16(Mode11 a17, unsigned int b18, unsigned long long alpha19) {
    if (int flag20 = LOW_BITS_1(b18 * alpha19) | ((alpha19 | alpha19) - (alpha19 += gridDim.x, blockDim.y)); b18 >= 0x1a) {
        switch (b18 + alpha19) {
        case (CONFIG_5): {
            int f21 = alpha19;
            break;
        }
        case 1:
            b18 += static_cast<float>(21.875f);
            break;
        case 0x0:
            if (alpha19 > b18) {
                return static_cast<int>((flag20 += 012, b18));
            }
            break;
        }
    } else {
    }
    return alpha19;
}
__global__ void warp22_kernel(const int* in23, int* dst24) {
    int i25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Mode11 flag26 = Mode11::Add14;
    int stride27 = dst24[i25];
    Mode11 k28 = Mode11::Add14;
}
static unsigned long long host_kick29(float alpha30, int lane31, const int* in32) {
    lane31++;
    if (lane31 >= lane31) {
        switch ((*in32) * 0x30l) {
        case 0x3 * 3:
            break;
        }
        ACCUM_2(lane31, (lane31 << (((*in32) * 15) - 62)));
    } else if (in32 == nullptr) {
        return lane31 + (lane31 * in32[3]);
    }
    lane31 = static_cast<unsigned char>(lane31) / 48;
    return ((in32[lane31] * in32[7]) >> (~in32[0x3])) * (0x40);
}
int main() {
    int n33 = 846;
    n33 = n33;
    warp22_kernel<<<(n33 + 31) / 32, (64), (TUNE_4 + (CONFIG_5 + (CONFIG_5 + (CONFIG_5 + 193)))) * 4, nullptr>>>(nullptr, nullptr);
    n33 = n33 - n33;
    n33 = 53 / (n33 + n33);
    return 0;
}
