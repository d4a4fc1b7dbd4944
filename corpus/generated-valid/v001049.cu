// cudagen 0.1 seed 1049 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,main,shared_var,extern_shared,constexpr_var,auto_var,const_local,typedef,using_alias,namespace,if,while,static_assert,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define RADIUS_1 4
#define HALF_2(x) ((x) / 2)
#define USE_FAST_PATH_3
#ifndef USE_FAST_PATH_3
#define TUNE_4 12
#else
#define TUNE_4 20
#endif
#if RADIUS_1 > 59
#define CONFIG_5 5
#else
#define CONFIG_5 15
#endif
typedef int idx6_t;
static_assert(54 == 54, "bad config");
__global__ void __launch_bounds__(256, 1) mix7(const int *__restrict__ input8)
{
    extern __shared__ double dyn_9[];
    idx6_t idx10 = threadIdx.x;
    static_assert(50 == 50, "expected value");
    dyn_9[0b100] = ((CONFIG_5 + gridDim.x) * (0x15)) % gridDim.y;
    --dyn_9[idx10];
    dyn_9[0x5]--;
}
__global__ void relax11_kernel(bool b12, int n13, unsigned char *acc14, idx6_t len15)
{
    unsigned int idx16 = threadIdx.x;
    if (idx16 >= len15) {
        return;
    }
    acc14[warpSize] = (+(b12 % 2L)) * (acc14[len15 & 0x7] - (sizeof(float) * idx16));
    --n13;
}
using idx17_t = int;
static_assert((59) == 59, "size check");
namespace kern18 {
__device__ __forceinline__ idx17_t reduce19(int n20, int n21)
{
    auto off22 = CONFIG_5 | (static_cast<int>(n21) ^ 485L);
    off22 = ~HALF_2(off22 / 4LL);
    return warpSize;
}
__device__ __forceinline__ int grow23(int len24, idx6_t *__restrict__ data25, int stride26)
{
    int flag27 = (-(TUNE_4 + stride26)) + static_cast<long>(HALF_2(stride26));
    const long long diff28 = 57l;
    data25[0b100] = (*data25) + data25[7];
    data25[3] = (unsigned char)(HALF_2(stride26));
    return HALF_2((static_cast<long>(*data25)));
}
__device__ unsigned int scale29(double q30, int lane31, char beta32)
{
    lane31--;
    lane31++;
    int pass33 = 0;
    while ((pass33 < lane31) && (25UL == (gridDim.x % 887))) {
        q30 = pass33 + (blockIdx.x | lane31);
        auto prod34 = (53 + (q30 + lane31)) - ((lane31 ^ threadIdx.x) + 2);
        lane31 = +prod34;
        ++pass33;
    }
    float *h35 = nullptr;
    return ((beta32 - beta32) % (lane31 * 2728));
}
} // namespace kern18
int main()
{
    int n36 = 120;
    relax11_kernel<<<dim3((n36 + 127) / 128, (n36 + 63) / 0x40, (n36 + 255) / 256), 32, 0, (cudaStream_t)0>>>((n36 - 1) - 4, 31, static_cast<unsigned char*>(nullptr), 1989);
    cudaStream_t v37 = (cudaStream_t)0;
    mix7<<<dim3((n36 + 255) / 256, (n36 + 31) / 0x20, 0x2 * 16), (RADIUS_1 + 252), TUNE_4 + 0xec, nullptr>>>(nullptr);
    return 0;
}
