// cudagen 0.1 seed 2370 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,static_host_function,default_args,main,device_array,constant_array,shared_var,extern_shared,constexpr_var,local_array,const_local,static_local,enum,if,for,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_launch,macro_function,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)
enum Mode3 : long { SLOW4, OFF5 = 2 };

__host__ __device__ double trace6(Mode3 cfg7, int *__restrict__ buf8, float *out9)
{
    if (cfg7 == OFF5) {
        return -11.625f;
    }
    Mode3 v10 = OFF5;
    return (float)(cfg7 | (*buf8));
}
// Helper used by the kernels below.

__global__ void relax11_kernel(Mode3 alpha12, int *buf13)
{
    int tid14 = threadIdx.x;
    __shared__ long long sh_15[128];
    trace6(SLOW4, nullptr, static_cast<float*>(nullptr));
    for (int i16 = 0; i16 < tid14; i16++) {
        for (int n17 = 0; n17 < tid14; ++n17) {
            int mid18 = MOD8_2(MOD8_2(alpha12)) ^ (MOD8_2(n17) + n17);
            mid18 &= sizeof(float);
        }
    }
}
/* Layout: row-major, no padding. */

__global__ void __launch_bounds__(0b10000000, 0x1) tally19_kernel(char *out20, int *buf21, float *__restrict__ out22)
{
    __shared__ long sh_23;
    unsigned q24 = SLOW4 * gridDim.x;
}

static __global__ void __launch_bounds__(1 << (OFF5 + 7)) probe25_kernel(float beta26, int *data27, const int *__restrict__ in28)
{
    extern __shared__ unsigned int dyn_29[];
    int idx30 = threadIdx.x;
    const float flag31 = trace6(SLOW4, nullptr, &beta26);
    beta26 *= trace6(SLOW4, data27, (float*)nullptr);
}
__device__ int d_smooth32[4];
__constant__ char c_pack33[8] = {55, 127, 43UL, 63, 127, -36l, -0l, 44};

__host__ __device__ double update34(size_t beta35, double cfg36 = 47U)
{
    int lim37[6] = {23UL, 18u, 4005, 17LL, 015, static_cast<int>(35)};
    if ((lim37[5] * SLOW4) > 14) {
        return (beta35 % beta35) | lim37[4];
    }
    double k38(beta35 >> 5);
    for (int it39 = 8; it39 > 0; --it39) {
        Mode3 prod40 = SLOW4;
        lim37[0] |= static_cast<short>(trace6(SLOW4, lim37, nullptr));
    }
    return trace6(OFF5, lim37, nullptr);
}

static float run_stencil41(int lane42, int len43, unsigned short *__restrict__ data44)
{
    static int prod45 = 44;
    lane42 |= *data44;
    return (((lane42 ^ len43) >= lane42) ? (OFF5 & prod45) : lane42) & len43;
}

int main()
{
    int len46 = 2481;
    auto fn48 = [](int acc47) {
        trace6(OFF5, &acc47, (float*)nullptr);
        probe25_kernel<<<1, sizeof(float) * (OFF5 + (OFF5 + 12))>>>(22L + acc47, &acc47, &acc47);
        acc47 = acc47;
    };
    fn48(len46);
    len46 <<= 5;
    auto op54 = [](unsigned int q49, float u50) -> int {
        for (int i51 = 011; i51 > 0x0; --i51) {
            long long hi52 = MOD8_2((short)u50);
        }
        int tmp53 = (((u50 > q49) ? q49 : q49) >> SLOW4) + update34(13);
        return (32 * q49) / tmp53;
    };
    op54(len46, 17U);
    len46 <<= 2;
    tally19_kernel<<<(len46 + 0x1f) / 0x20, sizeof(int) * 128, sizeof(double) * 32, (cudaStream_t)0>>>(nullptr, &len46, static_cast<float*>(nullptr));
    relax11_kernel<<<0x80 * OFF5, (512)>>>(OFF5, &len46);
    return 0;
}
