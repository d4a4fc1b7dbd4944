// cudagen 0.1 seed 1256 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,host_function,main,device_var,shared_var,extern_shared,constexpr_var,if,nested_block,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifndef USE_FAST_PATH_2
#define TUNE_3 6
#else
#define TUNE_3 20
#endif
#if (TUNE_3 * 2) >= 22 && TUNE_3 != 0
#define CONFIG_4 1
#elif TUNE_3 < 0
#error unreachable configuration
#else
#define CONFIG_4 27
#endif

__global__ void __launch_bounds__(CONFIG_4 + 37, 0x4) combine5(unsigned* __restrict__ data6) {
    extern __shared__ float dyn_7[];
    unsigned int cnt8 = TUNE_3;
    cnt8 = TUNE_3;
}

__device__ __host__ int grow9(int stride10) {
    if (stride10 < static_cast<float>(stride10)) {
        return stride10;
    }
    (--stride10, (stride10 %= stride10));
    float sum11 = stride10;
    size_t u12 = sizeof(float);
    int lo13 = +sum11;
    return sum11;
}
__device__ bool d_mix14 = 0;

__host__ __device__ void scale15(const int* __restrict__ src16) {
    int flag17 = (((*src16) - (*src16)) - 'A') + (0b101110 + (src16[0x3] + src16[3]));
    ACCUM_1(flag17, (((flag17 << 5) - static_cast<long>(flag17)) % ((flag17 += *src16, sizeof(unsigned char)) * static_cast<short>(*src16))));
    flag17 = (*src16) * static_cast<float>(33ul);
}

int host_kick18(int len19, int count20) {
    count20 = (count20 += 6, (count20 >> count20));
    double sum21 = (len19 - (054 * count20)) << len19;
    combine5<<<TUNE_3 + 012, (128)>>>(static_cast<unsigned int*>(nullptr));
    unsigned long lim22 = (24UL + (count20 >> 0b1)) / (len19 * len19);
    ACCUM_1(lim22, (lim22));
    combine5<<<CONFIG_4 + 101, sizeof(unsigned int) * 0b10000>>>(static_cast<unsigned*>(nullptr));
    combine5<<<(count20 + 0x1F) / 32, TUNE_3 + (CONFIG_4 + 31), 0x0, nullptr>>>(nullptr);
    return 0x8;
}

inline __host__ __device__ void mix23(int lane24, unsigned* __restrict__ out25) {
    float base26 = -2;
    {
        unsigned int r27 = 'a' - (*out25);
        r27 += +(1233 * (*out25));
    }
    double z28 = static_cast<int>((lane24 / lane24));
}

int main() {
    int count29 = 0x383;
    int diff30 = count29;
    (--diff30, (count29 %= static_cast<int>(count29 / diff30)));
    double r31 = (TUNE_3 * count29) - 0b1000;
    r31 = 12L;
    return 0x0;
}
