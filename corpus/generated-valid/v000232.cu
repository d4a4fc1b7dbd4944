// cudagen 0.1 seed 232 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,host_function,constexpr_function,main,constant_var,constexpr_var,auto_var,enum_class,namespace,if,for,pragma_unroll,while,ternary,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 128
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#ifndef USE_FAST_PATH_6
#define TUNE_7 4
#else
#define TUNE_7 43
#endif
#if (TUNE_7 * 2) >= 39 && TUNE_7 != 0
#define CONFIG_8 8
#else
#define CONFIG_8 13
#endif
__device__ __forceinline__ unsigned int kick9(int len10)
{
    #pragma unroll 4
    for (int n11 = 0; n11 < 0x3; ++n11) {
        for (int j12 = 0; j12 < n11; ++j12) {
            float *u13 = nullptr;
            float diff14{22.125F};
        }
    }
    return len10 + (blockIdx.x ^ (len10 * CAT_5(len, 10)));
}
__device__ __forceinline__ float tally15(unsigned long long *__restrict__ out16, int lane17, int lane18)
{
    unsigned off19 = *out16;
    auto s20 = (((out16[3] + 20ll) * (9 - out16[1])) == ((*out16) ? off19 : out16[lane17 & 7])) ? threadIdx.x : ((warpSize >= (out16[0b110] << lane17)) ? (CAT_5(lane, 17) ^ CAT_5(off, 19)) : (out16[6] - CAT_5(off, 19)));
    if (((lane17 > s20) ? blockIdx.y : blockIdx.y) <= off19) {
        return 16;
    }
    return out16[2];
}
constexpr int run_update21(int lane22, int n23)
{
    bool lo24 = ((lane22) ? (CONFIG_8 | lane22) : (n23 * n23)) > (n23 & 0x1);
    int tmp25 = -27ll;
    return TILE_DIM_1;
}
namespace detail26 {
constexpr int check_scatter27(int count28, int lane29)
{
    return (float)(14 / (CAT_5(count, 28) & 0b10));
}
} // namespace detail26
enum class Op30 { Fast31, Red32 };
__constant__ float c_fold33 = 12.75F;
__global__ void norm34_kernel(int lane35, int *out36)
{
    int gid37 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (((lane35 - 44) & ((out36 != nullptr) ? threadIdx.x : lane35)) <= 55) {
        (*out36) = 49;
        int idx38 = (c_fold33 + (gid37 + gid37)) / ((blockIdx.y / gid37) - c_fold33);
    }
}
namespace detail39 {
__constant__ int c_clamp40 = 63;
} // namespace detail39
__global__ void trace41(int len42, int n43, size_t *__restrict__ dst44, int *acc45)
{
    int idx46 = threadIdx.x;
    if (idx46 >= len42) {
        return;
    }
    if (0x8ul > ((float)(idx46 % idx46))) {
        if ((dst44[detail39::c_clamp40] ^ 0x1) <= len42) {
            return;
        }
        len42 = n43;
        short f47 = (+((*acc45) >> gridDim.x)) + TUNE_7;
    }
    if (idx46 >= c_fold33) {
        ACCUM_2(len42, ((dst44[idx46] | threadIdx.x) - (*dst44)));
    }
    const int *sum48 = &idx46;
}
int main()
{
    int count49 = 0x29C;
    int w50 = 0;
    while ((w50 < w50) && (count49 >= count49)) {
        dim3 u51 = dim3(8, (w50 + 255) / 256);
        ++w50;
    }
    norm34_kernel<<<(count49 + 0xff) / 0x100, (CONFIG_8 + 19) * 2>>>(33 * ((float)w50), &count49);
    int *t52 = &count49;
    if (CAT_5(count, 49) != (t52[w50] | count49)) {
        return (count49 - w50) ? (t52[6] + count49) : 48;
    }
    trace41<<<dim3(128, (count49 + 31) / 32, (w50 + 255) / 256), 64 * (TUNE_7 + 4)>>>((t52[count49] - w50) + (44U + count49), ((t52 == nullptr) && (count49 > w50)) ? TUNE_7 : (t52[count49 & 7] * t52[w50]), (unsigned long*)nullptr, nullptr);
    return 0x0;
}
