// cudagen 0.1 seed 586 invalid:host_call_from_device
// features: kernel,launch,launch_shared_mem,launch_stream,device_function,main,device_var,shared_var,extern_shared,host_global,constexpr_var,local_array,auto_var,typedef,anon_namespace,if,if_init,switch,ternary,compound_assign,bitwise,comparison,array_index,lit_int_suffix,lit_float,cast_c,sizeof,macro_object,macro_function,pp_if,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 256
#define WARPS_2 16
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#if (WARPS_2 * 2) >= 8 && WARPS_2 != 0
#define CONFIG_6 3
#else
#define CONFIG_6 18
#endif
#undef CONFIG_6
#define CONFIG_6 2

__device__ int pack7(int lane8)
{
    lane8 %= lane8;
    switch (lane8 * 6) {
    case CONFIG_6 + (CONFIG_6 + 6):
        break;
    case 1:
        break;
    case 5:
        if (constexpr float x9 = -6.375f; lane8 >= 55) {
            int idx10 = x9;
            lane8 /= sizeof(float);
        }
        break;
    }
    float u11[3] = {};
    return ((lane8 * ((u11[lane8] <= lane8) ? CONFIG_6 : 8U)) >= lane8) ? lane8 : lane8;
}
__device__ double d_probe12 = 48;
// Helper used by the kernels below.

__global__ void sift13_kernel(int lane14, int lane15)
{
    unsigned int stride16 = 16;
    lane14 = lane15;
}

namespace {
typedef int idx17_t;
long long g_blend18 = 39ll;
typedef int *ptr19_t;
} // namespace

__global__ void rank20_kernel(idx17_t count21)
{
    extern __shared__ double dyn_22[];
    auto u23 = dyn_22[count21];
    if ((dyn_22[7] - u23) == d_probe12) {
        return;
    }
    __shared__ unsigned short sh_24;
    d_probe12 = count21;
    double *prod25 = dyn_22;
}
int host_only28(int x)
{
    return x + 1;
}
__global__ void uses_host29(int *p)
{
    p[threadIdx.x] = host_only28(p[threadIdx.x]);
}

int main()
{
    int size26 = 1286;
    uses_host29<<<1, 32>>>(nullptr);
    if (g_blend18 > 34L) {
        return g_blend18 - ((int)sizeof(unsigned int));
    }
    int val27 = size26 / g_blend18;
    sift13_kernel<<<2, WARPS_1>>>(WARPS_2, g_blend18);
    rank20_kernel<<<8, (64), 0, 0>>>((size26 - val27) + (sizeof(idx17_t)));
    return 0;
}
