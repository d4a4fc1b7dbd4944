// cudagen 0.1 seed 2060 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,host_global,constexpr_var,local_array,if,if_init,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_bool,lit_nullptr,cast_static,sizeof,macro_object,macro_function,pp_if,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define WARPS_2 (16)
#define RADIUS_3 8
#define SQR_4(x) ((x) * (x))

#if (RADIUS_3 * 2) >= 64 && RADIUS_3 != 0
#define CONFIG_5 1
#else
#define CONFIG_5 17
#endif
#undef RADIUS_3
#define RADIUS_3 48
bool g_stencil6 = false;

__global__ void stencil7_kernel(int lane8)
{
    int i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int lo10(lane8);
    if (!(lane8 == '\x41'))
        return;
}

template <typename T>
__global__ void __launch_bounds__((1024)) gather11(T alpha12, int n13, unsigned char a14, const T* input15)
{
    int i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i16 >= n13)
        return;
    alpha12 = SQR_4(a14) - 19.5;
    a14 = SQR_4(threadIdx.z);
    a14 = blockIdx.x;
}

template <typename T, int N = 5>
__global__ void __maxnreg__(64) split17_kernel(T alpha18, const int* in19)
{
    unsigned idx20 = threadIdx.x;
    alpha18 = 3.375F + idx20;
    unsigned int x21[3] = {};
    alpha18--;
    alpha18--;
    alpha18 = 0x2dL;
}

__host__ float check_trace22(int n23, int lane24, long q25)
{
    if (bool h26{true}; q25 > q25) {
        cudaStream_t v27 = 0;
        float lim28 = 8.125f * lane24;
    }
    return (WARPS_2 * lane24 * lane24) - n23;
}

int main(void)
{
    int n29 = 1427;
    int e30 = n29 * (n29 + g_stencil6 + WARPS_2);
    e30 = check_trace22(-50, check_trace22(27 - e30, check_trace22(56l, CONFIG_5, 142L), g_stencil6 + RADIUS_3), n29);
    g_stencil6 = (n29 - 35L) <= RADIUS_3;
    e30 = static_cast<int>(n29);
    dim3 lim31 = dim3((e30 + 0xff) / 0x100, 1, (e30 + 0xff) / 256);
    stencil7_kernel<<<1 << 7, 1 << 8, 0>>>(32);
    gather11<float><<<(e30 + 255) / 0x100, 1 << 9, CONFIG_5 + (CONFIG_5 + 4062), 0>>>(check_trace22(g_stencil6, 31, n29) / sizeof(signed char), 1 << n29, check_trace22(g_stencil6, 62, e30) / 6, nullptr);
    split17_kernel<<<(n29 + 0xFF) / 256, 32, 0, 0>>>(4u, nullptr);
    return 0x0;
}
