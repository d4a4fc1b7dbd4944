// cudagen 0.1 seed 629 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,device_noinline,host_function,main,device_array,constexpr_var,auto_var,namespace,if,if_else,if_init,for,goto,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define CHUNK_1 64
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#if CHUNK_1 == 64
#define CONFIG_4 7
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 24
#endif

namespace gpu5 {
__device__ void merge6(int count7)
{
    if ((count7) <= count7) {
        goto skip10;
    }
    count7 %= count7;
    for (int i8 = 0; i8 < count7; i8 += 0x4) {
        auto k9 = 29LL;
        k9 = k9;
        --k9;
    }
skip10:;
}
__device__ int d_pack11[16];
} // namespace gpu5

__device__ __noinline__ long long pack12(size_t beta13, int count14, const int* in15)
{
    beta13++;
    count14 = 1909ul * beta13;
    constexpr float y16 = 13.75f;
    float lo17 = 14.5f;
    float lim18 = 16.625f;
    beta13 <<= 0x1;
    return *in15;
}

__global__ void combine19(int n20, int n21, const int* src22)
{
    if ((src22[n20] - CONFIG_4) >= 0x5) {
        return;
    }
    if ((static_cast<char>(src22[1])) != (gpu5::d_pack11[n20] + 0x2D)) {
        long lo23 = 35U;
        lo23--;
    }
}

inline float tally24(int n25, const unsigned char* __restrict__ coef26, int len27)
{
    if ((*coef26) >= n25) {
        combine19<<<dim3((len27 + 127) / 128), CONFIG_4 + (CHUNK_1 + 441), 0>>>(+static_cast<unsigned>(coef26[n25]), 33, reinterpret_cast<const int*>(coef26));
        len27 = 0x119b * ((coef26[n25] % n25) >> n25);
        combine19<<<dim3((32), (n25 + 31) / 32, (4)), CHUNK_1 + (CHUNK_1 + 384)>>>(2901u, CONFIG_4 * (+len27), reinterpret_cast<const int*>(coef26));
    } else {
        auto u28 = len27 + 04136;
    }
    return n25;
}

int main()
{
    int n29 = 613;
    n29 = n29;
    for (int j30 = 0; j30 < (CONFIG_4 + 6); j30 += 0x2) {
        for (int j31 = 8; j31 > 0; --j31) {
            if (constexpr unsigned v32 = ((CONFIG_4 + 22) * 2); j30 > ((j31 * sizeof(int)) - (j30 + v32))) {
                combine19<<<0x80, dim3(64), 16 * 16>>>(TWICE_PLUS_3(j31 - 0x1C, j30 + j30), 7LL, nullptr);
                n29 /= n29 << (((int)j31) + v32);
            }
        }
    }
    return 0x0;
}
