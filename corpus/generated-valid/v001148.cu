// cudagen 0.1 seed 1148 valid
// features: kernel,kernel_static,kernel_extern_c,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,device_array,shared_var,extern_shared,constexpr_var,local_array,auto_var,const_local,if,while,switch,switch_fallthrough,static_assert,ternary,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,lambda,lambda_capture_ref,lambda_iife,lambda_launch,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define CAT_2(a, b) a##b
#ifdef USE_FAST_PATH_3
#define TUNE_4 6
#else
#define TUNE_4 30
#endif
#if TUNE_4 > 41
#define CONFIG_5 2
#else
#define CONFIG_5 14
#endif
__global__ void __launch_bounds__(sizeof(float) * (TUNE_4 + (CONFIG_5 + 84)), 3) pivot6_kernel(int stride7, float *data8, long long *data9)
{
    int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ double sh_11[sizeof(unsigned int) * 64];
    data8[2] = stride7;
}
__global__ void count12(const int *input13, unsigned short *out14, const unsigned *input15, unsigned int cfg16)
{
    int gid17 = threadIdx.x;
    auto s18 = input15[gid17];
    out14[threadIdx.x] = ((*out14) += CONFIG_5, (58 / ((*input13) + s18)));
    unsigned long long off19[(4)] = {};
    bool q20 = !(blockDim.x == ((*out14) - s18));
    int stride21(s18 - ((float)cfg16));
}
extern "C" __global__ void __launch_bounds__(sizeof(unsigned int) * (TUNE_4 + (TUNE_4 + 4))) weigh22_kernel(int *out23, const int *__restrict__ in24, float *__restrict__ acc25, const double *__restrict__ input26)
{
    unsigned int idx27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float tmp28[5]{-22.875f, float(*in24), 21.25f, 4.0f, 5.125F};
    if (((int)idx27) > idx27) {
        return;
    }
}
static_assert(2 > 0x1, "size check");
__device__ float d_filter29[8] = {-24.875f, 8.125f, -23.375f, 18.375f};
static __global__ void __launch_bounds__((TUNE_4 + 0x2) * 16) fuse30_kernel(const unsigned long long *__restrict__ input31, float b32, double b33)
{
    extern __shared__ float dyn_34[];
    int tid35 = threadIdx.x;
    b32--;
    int pass36 = 0b0;
    while (pass36 < (CONFIG_5 + 0b1)) {
        switch (tid35) {
        case 12: {
            constexpr float v37 = 18.875F;
            long long h38 = CONFIG_5;
            break;
        }
        case (2):
        case 5:
            break;
        }
        ++pass36;
    }
    if ((input31[1]) < b33) {
        return;
    }
    if (tid35 <= tid35) {
        return;
    }
}
__host__ __device__ int rank39(unsigned beta40)
{
    beta40 = HALF_1(beta40 + beta40);
    if ((beta40 <= beta40) && (beta40 > beta40)) {
        return beta40;
    }
    beta40 = 6;
    return ((!(beta40 != beta40)) ? HALF_1(beta40) : ((0x10U != beta40) ? 54 : 12)) - beta40;
}
__global__ void filter41(int lane42, int lane43, int n44, short *__restrict__ acc45)
{
    extern __shared__ float dyn_46[];
    unsigned int gid47 = threadIdx.x;
    if (gid47 >= lane42) {
        return;
    }
    const int res48 = (2210 - HALF_1(*acc45)) + lane43;
    dyn_46[res48]++;
}
int main(void)
{
    int n49 = 0x2EB;
    pivot6_kernel<<<sizeof(int) * (CONFIG_5 + 2), 256>>>(34l, (float*)nullptr, (long long*)nullptr);
    constexpr double base50 = 62;
    ([&]() {
        weigh22_kernel<<<(CONFIG_5 + 2) * (CONFIG_5 + 2), 256, 1024, nullptr>>>(nullptr, (const int*)nullptr, (float*)nullptr, (const double*)nullptr);
        n49 = n49;
    })();
    weigh22_kernel<<<1, TUNE_4 + (TUNE_4 + 68), sizeof(int) * 0b10000000, (cudaStream_t)0>>>(nullptr, nullptr, nullptr, nullptr);
    double stride51 = n49;
    count12<<<(n49 + 127) / 0x80, sizeof(float) * (CONFIG_5 + 18)>>>(nullptr, (unsigned short*)nullptr, (const unsigned int*)nullptr, HALF_1(stride51));
    fuse30_kernel<<<2, TUNE_4 + 0x62>>>(nullptr, base50, n49);
    filter41<<<2, CONFIG_5 + 242, 0b0, nullptr>>>(int(sizeof(unsigned int) / stride51), 2787, HALF_1(stride51), nullptr);
    return 0;
}
