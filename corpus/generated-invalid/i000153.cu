// cudagen 0.1 seed 153 invalid:global_redeclared_without_global
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,builtin_vars,main,device_var,shared_var,constexpr_var,if,for,pragma_unroll,switch,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_bool,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define SQR_2(x) ((x) * (x))

#if NUM_ITERS_1 == 3
#define CONFIG_3 7
#else
#define CONFIG_3 14
#endif
__device__ double d_gather4;

static __global__ void stencil5_kernel(bool alpha6)
{
    ++d_gather4;
    #pragma unroll 8
    for (int i7 = 0x0; i7 < 0x9; i7++) {
        d_gather4 = blockDim.z;
    }
    if (d_gather4 == alpha6) {
        return;
    }
}

__global__ void split8(int lane9, const int *in10)
{
    int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i11 >= lane9) {
        return;
    }
    d_gather4 = (16.875f / lane9) * 33l;
    __shared__ size_t sh_12;
    unsigned long diff13 = i11;
}

__global__ void rank14_kernel(int lane15)
{
    int gid16 = threadIdx.x;
    if (gid16 >= lane15) {
        return;
    }
    if ((d_gather4 <= lane15) || (d_gather4 > 7)) {
        return;
    }
    switch (gid16) {
    case (CONFIG_3 + (NUM_ITERS_1 + 0x1)):
        break;
    case 0x0:
        if (threadIdx.x - lane15) {
            constexpr int m17 = NUM_ITERS_1 + ((CONFIG_3 + (NUM_ITERS_1 + 2)) * NUM_ITERS_1);
            d_gather4--;
        }
        break;
    case (6):
        break;
    default:
        break;
    }
}
__global__ void kernel_decl20(int *p);
void kernel_decl20(int *p)
{
    p[0] = 3;
}

int main()
{
    int n18 = 3613;
    n18--;
    int res19 = n18;
    rank14_kernel<<<8 * (CONFIG_3 + 0b1001), (64), 1 << (CONFIG_3 + 0x3), (cudaStream_t)0>>>(SQR_2(res19 * 12));
    n18 = res19;
    stencil5_kernel<<<(n18 + 63) / 64, 2 * (CONFIG_3 + (NUM_ITERS_1 + 6))>>>(false);
    split8<<<(res19 + 255) / 0x100, CONFIG_3 + (NUM_ITERS_1 + (CONFIG_3 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + (CONFIG_3 + 31))))))>>>(n18, &res19);
    return 0;
}
