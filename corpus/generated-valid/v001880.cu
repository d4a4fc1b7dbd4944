// cudagen 0.1 seed 1880 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,main,device_array,shared_var,const_local,if,if_else,goto,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
__device__ float d_shade4[32] = {14.625f, 55lu, 3.5f};
// Returns the accumulated value.

__global__ void grow5_kernel(unsigned int *dst6)
{
    int gid7 = threadIdx.x;
    const float e8 = -(dst6[threadIdx.y] + (gid7 + 12.375f));
    d_shade4[threadIdx.z & 31] = (dst6 != nullptr) ? (dst6[gid7] * d_shade4[9]) : ((threadIdx.y == gid7) ? 23 : 10.5f);
    (*dst6) = MOD8_2(gid7) | dst6[gid7 & 7];
    __shared__ long long sh_9;
    if ((*dst6) < gid7) {
        goto out10;
    }
    if ((gid7 + dst6[gid7]) != 12U) {
        return;
    }
out10:;
}

__global__ void __launch_bounds__(0100) lerp11(int *dst12)
{
    int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    d_shade4[23] /= ((unsigned int)((blockIdx.x == threadIdx.x) ? d_shade4[11] : 0x11AB)) % ((dst12[6] < dst12[4]) ? (gid13 * gid13) : (33 + dst12[2]));
    double prod14 = 51U;
    __shared__ float sh_15[8];
    ACCUM_3(prod14, (20.625));
    float acc16((int(48)));
}
/* Returns the accumulated value. */

__global__ void mix17(long *__restrict__ out18, int stride19)
{
    int tid20 = threadIdx.x;
    if (tid20 >= stride19) {
        return;
    }
    out18[0] = stride19;
    d_shade4[15] = -24.5F;
    bool w21 = SQR_1(out18[0b110] * 17ULL) > tid20;
    const unsigned int mid22 = ((tid20 - warpSize) * MOD8_2(stride19)) >> out18[stride19 & 7];
    stride19 >>= ((threadIdx.x + 0x43) - (19u - mid22)) * ((40ull - threadIdx.z) & (stride19 + 4));
}

int main()
{
    int n23 = 2283;
    if (((n23 / 0b11101lu) * int(0xblu)) > n23) {
        mix17<<<dim3(512, (512)), 512, 4096>>>(nullptr, ((n23 <= n23) ? 49l : 0x81ful) - (3753ull & n23));
    } else if (SQR_1(n23) > 0x34) {
        return n23;
    }
    grow5_kernel<<<(n23 + 63) / 64, 8 * 16, sizeof(int) * 0100>>>(nullptr);
    float stride24 = n23;
    stride24 = n23;
    lerp11<<<(n23 + 255) / 0x100, 0b100000 * 8, 0x0>>>((int*)nullptr);
    return 0x0;
}
