// cudagen 0.1 seed 1075 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,default_args,main,device_var,constexpr_var,local_array,auto_var,const_local,using_alias,while,static_assert,compound_assign,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_string_prefix,lit_nullptr,cast_functional,cast_static,alignof,macro_object,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 3
#define TILE_DIM_2 64
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 10
#else
#define TUNE_7 54
#endif

#if TUNE_7 % 2 == 0 || TUNE_7 < 4
#define CONFIG_8 7
#else
#define CONFIG_8 10
#endif

inline __host__ __device__ unsigned int count9(int len10, int count11 = 18u)
{
    static_assert(sizeof(int) == 0x4);
    float* off12 = nullptr;
    len10 = CAT_5(count, 11) * off12[0x2];
    count11 = -55;
    return CONFIG_8;
}

__global__ void apply13_kernel(const float* src14, int len15)
{
    int gid16 = threadIdx.x;
    int pass17 = 0;
    while (pass17 < 12) {
        float idx18 = (14.75f - pass17) * (blockIdx.y * 8);
        ++pass17;
    }
    len15 = blockDim.y;
    double v19[8] = {1., 18U, 3.75f, -5.875F, 18.25f, 0.375, 18.875f};
}
__device__ unsigned d_score20 = 26;

template <typename T, int N = 6>
__global__ void warp21(T alpha22)
{
    int gid23 = threadIdx.x;
    d_score20 += (alpha22 += CAT_5(gid, 23), 63) * (55L / alpha22);
    alpha22 *= alignof(int) - d_score20;
    int res24[7] = {int(36l)};
    T x25 = threadIdx.x;
}
using ptr26_t = unsigned long*;

template <typename T, int N = 2>
__global__ void __launch_bounds__((CONFIG_8 + (TILE_DIM_1 + (CONFIG_8 + (TUNE_7 + (TUNE_7 + 899)))))) score27(const T* coef28, float cfg29, long* acc30)
{
    unsigned int i31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    const float cnt32 = (cfg29) * d_score20;
    (++acc30[d_score20], (cfg29 += coef28[3] * (39u * i31)));
    auto h33 = 2.5f + coef28[d_score20];
}

int main()
{
    int count34 = 04642;
    const char* h35 = u8"a\tb";
    static_assert(23 > 22, "size check");
    warp21<<<8, (TILE_DIM_1 + 5) * 4>>>(count34);
    apply13_kernel<<<0x4, 512, 0x400, nullptr>>>(nullptr, count34 + (2 - CAT_5(count, 34)));
    score27<<<(count34 + 31) / 0x20, 256, 0, 0>>>(static_cast<const unsigned int*>(nullptr), 2456, static_cast<long*>(nullptr));
    return 0;
}
