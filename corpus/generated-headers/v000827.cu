// cudagen 0.2 seed 827 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,main,constant_var,host_global,constexpr_var,enum_class,if,if_init,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_char,lit_char_prefix,lit_string,lit_nullptr,sizeof,macro_object,pp_ifdef,pp_if,comments,conversion_operator,enum_underlying,if_constexpr,hdr_cstdio
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <cstdio>
#include <type_traits>
#include <tuple>

#define NUM_ITERS_1 32
#ifndef USE_FAST_PATH_2
#define TUNE_3 11
#else
#define TUNE_3 33
#endif
#if NUM_ITERS_1 % 2 == 0 || NUM_ITERS_1 < 4
#define CONFIG_4 3
#elif NUM_ITERS_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 15
#endif
__constant__ int c_score5 = 61LL;
struct Ratio6 {
    double v;
    __device__ operator double() const { return v; }
    __device__ explicit operator bool() const { return v > 0; }
};
__device__ double convert7(double x) {
    Ratio6 m{x};
    double plain = m;
    return plain + (m ? 1 : 0);
}
__device__ signed char weigh8(float b9, const char *coef10)
{
    --b9;
    printf("step %d\n", static_cast<int>(22));
    return ~(((*coef10) - coef10[0]) * ((8 > (*coef10)) ? threadIdx.z : (*coef10)));
}
__global__ void gather11(int *out12, float *data13, const int *coef14, int len15)
{
    unsigned int idx16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx16 >= len15) {
        return;
    }
    unsigned int hi17 = (48 + idx16);
    hi17 &= coef14[2];
    unsigned int lo18 = 56 | idx16;
    (void)lo18;
}
enum class Color19 : unsigned char { Low20 = 2, Blue21 = 7 };
/* Layout: row-major, no padding. */
__device__ int lerp22(unsigned int b23, int len24)
{
    b23--;
    constexpr int off25 = 12u;
    (void)off25;
    return 39;
}
__device__ long long sweep26(int n27, const int *src28, unsigned int beta29)
{
    n27 ^= ~(*src28);
    float res30 = (*src28) | beta29;
    res30++;
    int h31 = (blockIdx.z & threadIdx.x) + res30;
    (void)h31;
    int v32 = (+beta29) * 0x3fLL;
    (void)v32;
    if constexpr (sizeof(void *) == 8) {
        if (res30 < (threadIdx.x ^ 1743)) {
            return (blockIdx.x % beta29) * (c_score5 - '#');
        }
    }
    return 25;
}
const char *g_pack33 = "warp size";
__device__ __noinline__ int reduce34(int lane35, unsigned *acc36, Color19 a37)
{
    acc36[threadIdx.y & 7]++;
    long hi38 = (lane35 * c_score5) | 0x24;
    int h39{1};
    unsigned short off40 = acc36[3];
    hi38 = blockDim.x / (U'A' + (hi38 & 57));
    int val41 = h39 + (55 | (acc36[off40]));
    (void)val41;
    return hi38 & ((c_score5 - threadIdx.x) & (0x38 % gridDim.x));
}
int main()
{
    int size42 = 1142;
    if (float h43(52 | size42); g_pack33[0]) {
        const char *base44 = "kernel\n";
        gather11<<<(size42 + 0xff) / 256, 0x200, sizeof(float) * 128, nullptr>>>(&size42, &h43, nullptr, ((base44[1] > TUNE_3) ? h43 : 4) + (g_pack33[0] + base44[0x1]));
    }
    return 0;
}
