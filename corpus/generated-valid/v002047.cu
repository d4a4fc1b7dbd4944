// cudagen 0.1 seed 2047 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,device_template_function,host_function,default_args,main,constant_var,constexpr_var,if,if_else,if_init,while,compound_assign,bitwise,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,alignof,lambda,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define WARPS_1 32
#define RADIUS_2 (256)
#define CHUNK_3 5
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define LOW_BITS_5(x) ((x) & 0xF)
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_7(x) #x
#define STR_8(x) STR_IMPL_7(x)
#define CAT_9(a, b) a##b
#ifdef USE_FAST_PATH_10
#define TUNE_11 7
#else
#define TUNE_11 61
#endif
#if RADIUS_2 % 2 == 0 || RADIUS_2 < 4
#define CONFIG_12 5
#elif RADIUS_2 < 0
#error unreachable configuration
#else
#define CONFIG_12 29
#endif
long host_update13(const float *src14, int len15, const long *input16)
{
    int w17 = (len15 += len15, sizeof(unsigned int));
    constexpr int f18 = 2 * (CONFIG_12);
    return (+LOW_BITS_5(len15)) / (len15 += 57, f18);
}
__constant__ size_t c_reduce19 = 2102;
float host_fuse20(long cfg21, int stride22 = 1430)
{
    stride22 += 26l;
    if (cfg21 + stride22) {
        auto step23 = []() -> int {
            return sizeof(unsigned int);
        };
        stride22 /= CAT_9(cfg, 21);
    } else {
        stride22 *= sizeof(float);
    }
    return (+stride22) * 424 * (3 - (cfg21 % CAT_9(stride, 22)));
}
template <typename T, class U>
__device__ __forceinline__ T bump24(U *__restrict__ dst25, float *__restrict__ out26, U p27)
{
    double z28 = out26[c_reduce19] / CHUNK_3;
    if (int diff29 = 1705ll * dst25[c_reduce19]; dst25 == nullptr) {
        unsigned int x30 = 16L;
    } else {
        (--p27, (z28 = z28 / 20.875));
    }
    return 6.875f;
}
__global__ void accum31_kernel(int lane32, int n33, int *__restrict__ dst34)
{
    float off35 = n33;
    if (n33) {
        SWAP_6(int, lane32, n33);
        (*dst34) |= static_cast<int>(alignof(float));
    }
    dst34[1] = CAT_9(lane, 32);
}
int main()
{
    int size36 = 2428;
    int w37 = 0;
    while (w37 < 6) {
        size36 = 37;
        accum31_kernel<<<(8), (TUNE_11 + 451), 0b0, 0>>>(size36 + 53, size36, &size36);
        accum31_kernel<<<(16), dim3(256), 0, (cudaStream_t)0>>>(w37, CAT_9(size, 36), &size36);
        ++w37;
    }
    return 0;
}
