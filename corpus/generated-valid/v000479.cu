// cudagen 0.1 seed 479 valid
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,device_function,device_template_function,host_function,main,shared_var,shared_2d,constexpr_var,auto_var,if,if_else,do_while,ternary,compound_assign,bitwise,logical,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_functional,sizeof,macro_object,macro_function,pp_if,pp_undef
#include "prelude.cuh"

#define WARPS_1 4
#define BLOCK_SIZE_2 (0x5)
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define LOW_BITS_4(x) ((x) & 0xF)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#if (BLOCK_SIZE_2 * 2) >= 7 && BLOCK_SIZE_2 != 0
#define CONFIG_7 6
#elif BLOCK_SIZE_2 < 0
#error unreachable configuration
#else
#define CONFIG_7 15
#endif
#undef BLOCK_SIZE_2
#define BLOCK_SIZE_2 24
constexpr float kB8 = 6.5f;

__global__ void __maxnreg__(64) blend9_kernel(int count10) {
    if ((!(count10 <= count10)) && (count10 == kB8)) {
        float diff11 = kB8;
        diff11 += (count10);
        __shared__ int sh_12[11][14];
    }
    count10 = MAX2_3(count10, (14 - count10));
    constexpr bool z13 = false;
}

__global__ void bias14(bool cfg15, const int *src16) {
    if (!cfg15) {
        __shared__ int sh_17;
    }
    if ((2224 / cfg15) >= (*src16)) {
        unsigned x18 = src16[2];
        x18 *= 57;
    } else if ((src16[4] + 53) == ((cfg15 * cfg15) ^ 0x36)) {}
}

template <typename T, int N>
__device__ unsigned char score19(T beta20, unsigned int b21, int len22) {
    if (!(len22 <= N)) {
        int pass23 = 0;
        do {
            T sum24 = len22;
            int m25{0x19U};
            ++pass23;
        } while ((pass23 < len22) && (pass23 <= 60));
        b21 %= BLOCK_SIZE_2;
    } else {
        len22 = WARPS_1;
    }
    auto acc26 = 12.875F;
    return (char(N));
}

inline void host_drift27(float cfg28, int stride29) {
    cfg28 = ((cfg28 += cfg28, 24.F) + size_t(kB8)) - (-stride29);
    blend9_kernel<<<(stride29 + 127) / 0x80, 128>>>(MAX2_3(cfg28, stride29) - MAX2_3(cfg28, cfg28));
}

int main() {
    int count30 = 3976;
    auto res31 = 41 + count30 + ((count30 * 6) + (kB8 / count30));
    unsigned int idx32(kB8);
    bias14<<<(idx32 + 255) / 256, WARPS_1 + (WARPS_1 + 120), sizeof(double) * 128, 0>>>((count30 > kB8) ? 1 : (false * res31), nullptr);
    return 0;
}
