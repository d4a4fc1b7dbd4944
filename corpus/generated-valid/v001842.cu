// cudagen 0.1 seed 1842 valid
// features: kernel,launch,launch_dim3,builtin_vars,device_function,main,constexpr_var,struct,operator_overload,enum,anon_namespace,if,ternary,bitwise,comparison,incdec,comma,call,lit_int_hex,lit_int_suffix,lit_float,cast_c,cast_static,macro_object,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define WARPS_2 256
#ifdef USE_FAST_PATH_3
#define TUNE_4 8
#else
#define TUNE_4 47
#endif
#if (BLOCK_SIZE_1 * 2) >= 22 && BLOCK_SIZE_1 != 0
#define CONFIG_5 4
#else
#define CONFIG_5 16
#endif
#undef WARPS_2
#define WARPS_2 8
enum Phase6 : short { FAST7 = 3, IDLE8, RED9 };
__device__ void march10(int len11)
{
    constexpr long tmp12 = 0x1dull;
    len11--;
}
enum Level13 { ADD14, GREEN15, IDLE16 = 4, FAST17 = 8 };
namespace {
struct Acc18 {
    int vel19;
    long y20;
    bool y21;
    double mass22;
};
__host__ __device__ Acc18 operator+(Acc18 a, Acc18 b)
{
    Acc18 r = a;
    r.vel19 += b.vel19;
    r.y20 += b.y20;
    r.mass22 += b.mass22;
    return r;
}
} // namespace
/* Helper used by the kernels below. */
__global__ void pivot23(unsigned q24, float cfg25)
{
    int gid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    march10(0x8 - (cfg25 + gid26));
    (cfg25--, (q24 = 2153));
    cfg25 = threadIdx.z;
    float lim27 = -23;
    if (cfg25 < gridDim.x) {
        q24 = (lim27 > (lim27 * 5)) ? ((45UL * lim27) / ((int)lim27)) : q24;
        --q24;
    }
}
int main()
{
    int len28 = 1029;
    pivot23<<<2, dim3(1)>>>(len28, len28 * (len28 / 1));
    int s29 = len28;
    float idx30 = BLOCK_SIZE_1 + static_cast<long>(s29);
    if (((len28 + 2106) & (-s29)) != (idx30 += 20.875f, len28)) {
        s29 = len28 * idx30;
    }
    idx30 = 15.5f;
    return 0x0;
}
