// cudagen 0.1 seed 2070 valid
// features: kernel,kernel_template,kernel_from_macro,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,device_var,constant_array,shared_var,shared_2d,constexpr_var,local_array,auto_var,enum,namespace,switch,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_bool,lit_nullptr,cast_functional,cast_static,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 4
#else
#define TUNE_2 23
#endif
__device__ bool d_norm3 = false;
enum Phase4 { BLUE5, LOW6, ADD7, GREEN8 };

namespace kern9 {
static void run_pivot10(const unsigned int *input11, int *acc12)
{
    (*acc12) += GREEN8;
    float stride13[7] = {};
    --(*acc12);
    stride13[4]--;
}
__constant__ float c_tile14[2] = {3796, -0xcc3};
} // namespace kern9
static constexpr unsigned int LANES15 = 7;

__global__ void tile16(long *buf17, int *data18, int *__restrict__ dst19)
{
    unsigned tid20 = threadIdx.x;
    dst19[tid20 & 0x7]--;
    switch (threadIdx.x) {
    case (GREEN8): {
        (*dst19)++;
        auto y21 = '\\';
        break;
    }
    }
}
#define DEFINE_MAP_KERNEL_22(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_22(map_sweep23, float)
#define DEFINE_MAP_KERNEL_24(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_24(map_tally25, double)
DEFINE_MAP_KERNEL_24(map_grow26, double)

template <typename T>
__global__ void bump27(const T *__restrict__ src28, T q29, const float *src30)
{
    int i31 = threadIdx.x;
    q29 = LANES15 + (+d_norm3);
    __shared__ int sh_32[16][12];
    T y33 = (BLUE5 - threadIdx.z) / 2;
    y33 -= sh_32[i31 & 15][6] * src30[i31 & 0x7];
    float lim34[TUNE_2 + GREEN8] = {static_cast<float>(1.375), 0x36, 4248, float(y33)};
    d_norm3 = q29;
}

__global__ void __maxnreg__(32) lerp35_kernel(double cfg36, unsigned int beta37)
{
    int tid38 = (blockIdx.x * blockDim.x) + threadIdx.x;
    d_norm3 = tid38 != (+cfg36);
    cfg36 -= 14ull;
    double lim39(5.375);
    switch (blockDim.z) {
    case LOW6: {
        float cnt40 = 0.5f - (blockDim.x);
        auto w41 = (+(0x17 % d_norm3)) * ADD7;
        break;
    }
    }
}

int main()
{
    int n42 = 3778;
    map_grow26<<<(n42 + 63) / 64, dim3((LOW6 + LOW6) * 2, (n42 + 127) / 128), 0x0, (cudaStream_t)0>>>(nullptr, sizeof(int));
    float s43[8] = {static_cast<float>(n42)};
    kern9::run_pivot10(nullptr, &n42);
    --s43[n42];
    s43[n42 & 7] -= -18.0F;
    int cnt44 = 45;
    tile16<<<(cnt44 + 127) / 128, 256, sizeof(double) * 128, nullptr>>>(nullptr, &cnt44, &cnt44);
    map_sweep23<<<(n42 + 31) / 0x20, 0x40, 4096>>>(s43, cnt44);
    map_tally25<<<dim3(LOW6 + (ADD7 + 61)), dim3((LANES15 + (LANES15 + 2)) * (GREEN8 + 1), 64, (n42 + 31) / 32), sizeof(int) * (LOW6 + (LANES15 + (TUNE_2 + 0xF4))), (cudaStream_t)0>>>(nullptr, (LANES15 * cnt44) + (47L - s43[cnt44 & 0x7]));
    return 0;
}
