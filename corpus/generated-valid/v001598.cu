// cudagen 0.1 seed 1598 valid
// features: kernel,restrict_params,launch,builtin_vars,host_device_function,main,struct,for,ternary,bitwise,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifndef USE_FAST_PATH_5
#define TUNE_6 15
#else
#define TUNE_6 50
#endif

#if TUNE_6 > 26
#define CONFIG_7 6
#else
#define CONFIG_7 15
#endif

__global__ void march8(double b9, float *__restrict__ out10, unsigned long long *out11) {
    int k12 = (blockIdx.x | ((b9 >= blockDim.x) ? out11[2] : 0xC)) - b9;
    k12 = ((~out11[blockIdx.x]) * (*out10)) + 51ul;
    k12++;
}

struct Cell13 {
    unsigned long long z14;
    int lo15, sum16;
    int sum17;
};
// Computes one element per thread.

__global__ void probe18_kernel(float *out19, const float *src20, int stride21) {
    unsigned int val22 = *out19;
    val22++;
    val22 = (static_cast<int>(stride21));
    val22 = threadIdx.z;
    float u23 = (static_cast<int>(val22)) + (((val22 & 1) ? stride21 : 5) % (val22 * 057l));
    u23 = (stride21 * 10.25f) - src20[0x6];
}

__host__ __device__ float rank24(const int *input25, const short *coef26) {
    float k27 = (((*coef26) + (*input25)) - (input25[0b110] % coef26[0x5])) / ((-coef26[0]) - ((*input25) | coef26[2]));
    Cell13 lim28 = Cell13{0x16B, 49lu, 3'608, 0x10};
    k27 = 5.5F;
    k27 = (int)(*coef26);
    k27++;
    return lim28.sum17 % (lim28.lo15 + 23 + (*input25));
}

int main() {
    int n29 = 1250;
    for (int j30 = 0; j30 < 3; ++j30) {
        n29 = n29;
        n29 = n29;
    }
    march8<<<sizeof(float) * (CONFIG_7 + (TUNE_6 + 2)), 4 * 0b1000>>>((5.25 * n29) - 56ll, nullptr, static_cast<unsigned long long*>(nullptr));
    probe18_kernel<<<32 * 0b100, 64>>>(nullptr, nullptr, ~(0x12 + n29));
    return 0;
}
