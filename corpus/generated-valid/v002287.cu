// cudagen 0.1 seed 2287 valid
// features: kernel,restrict_params,launch,builtin_vars,device_function,device_noinline,static_device_function,host_function,constexpr_function,main,constexpr_var,local_array,struct,aligned_struct,typedef,anon_namespace,if,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 8
#define TILE_DIM_2 (3)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4
#ifndef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 50
#endif
#if TILE_DIM_2 == 3
#define CONFIG_6 7
#else
#define CONFIG_6 15
#endif
namespace {
typedef signed char idx7_t;
void host_score8(int stride9, unsigned a10) {
    a10 <<= stride9;
    int m11[6] = {};
    float e12[2] = {};
}
} // namespace
static __device__ __noinline__ void relax13(const unsigned int* input14, int lane15) {
    lane15 = (L'a');
    int v16[5] = {};
    signed char x17 = 0b1111111 * (+(threadIdx.x * sizeof(char)));
    int acc18 = (v16[gridDim.y] += threadIdx.y, (8u + char(v16[3])));
    acc18 |= (3849 + (x17 + sizeof(unsigned)));
    if (64 <= (input14[4] * lane15)) {
        return;
    }
    x17 <<= blockDim.x + (acc18 += v16[x17], acc18);
}
__global__ void probe19(int n20, int count21) {
    if (count21 <= count21) {
        return;
    }
    relax13((const unsigned int*)nullptr, sizeof(double));
    --count21;
    constexpr int r22 = 61u;
    if (count21 == (count21 % r22)) {
        return;
    }
}
__global__ void clamp23(const int* __restrict__ coef24, float beta25) {
    ++beta25;
    ++beta25;
    long r26[2]{static_cast<long>(beta25), 60};
    int e27 = coef24[warpSize] + CONFIG_6;
    unsigned int t28 = blockIdx.z;
}
struct alignas(16) Bounds29 {
    unsigned int hi30;
    unsigned int vel31;
    int sum32;
};
constexpr __host__ int host_bump33(int count34, short int alpha35) {
    unsigned int off36 = count34;
    double tmp37 = ((float)18.375F) + alpha35;
    return (TILE_DIM_1 + long(alpha35)) >> alpha35;
}
int main() {
    int size38 = 2581;
    double e39 = (!((+size38) <= size38)) ? (6.0F + (size38)) : (size38 + size38);
    e39 = static_cast<char>(host_bump33(host_bump33(size38, size38), e39 + e39));
    int x40 = ((e39 > sizeof(float)) || (e39 != TILE_DIM_1)) ? ((e39 >= 16U) ? TILE_DIM_2 : size38) : size38;
    probe19<<<0b1000 * 4, 64>>>((x40 + size38) - e39, 59);
    clamp23<<<CONFIG_6 + 0b111001, 32>>>(&size38, int(size38) + x40);
    return 0;
}
