// cudagen 0.1 seed 152 invalid:redeclared_with_global
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,grid_stride_loop,main,device_array,constexpr_var,const_local,if,for,switch,switch_fallthrough,static_assert,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define WARPS_1 64
#define MOD8_2(x) ((x) % 8)
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
__device__ unsigned d_count6[64] = {13lu};
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__(16 * 4, 4) filter7_kernel(double p8)
{
    int i9 = threadIdx.x;
    long q10 = d_count6[i9 & 0x3F] * ((p8 += 5.25, threadIdx.x) + MAX2_3(threadIdx.y, 56));
    for (int it11 = (blockIdx.x * blockDim.x) + threadIdx.x; it11 < 6; it11 += blockDim.x * gridDim.x) {
        p8 = threadIdx.x;
        q10 = 35;
        p8++;
    }
    p8 = blockIdx.y;
    const signed char v12 = threadIdx.x;
}

template <typename T, typename U>
__global__ void __maxnreg__(64) merge13_kernel(U* out14, int len15, int* out16, const T* input17)
{
    int tmp18{len15};
    tmp18 = out14[len15];
}
/* NOTE: keep in sync with the host reference. */

__global__ void __maxnreg__(128) relax19(int* dst20, long a21, int* __restrict__ dst22, int lane23)
{
    int gid24 = threadIdx.x;
    if (gid24 >= a21) {
        return;
    }
    dst20[6] = gid24;
    lane23 = WARPS_1;
    static_assert(sizeof(int) == 0x4);
    (*dst22)++;
    float x25 = WARPS_1;
    unsigned acc26((*dst22) * 16L);
    unsigned int s27 = MOD8_2(MOD8_2(dst20[lane23 & 7]));
}

__global__ void shade28(long* out29, double b30, float* data31)
{
    for (int it32 = 0; it32 < 15; ++it32) {
        for (int it33 = 0; it33 < 16; ++it33) {
            data31[0x3] = (*out29) / it32;
            ++b30;
        }
    }
}

template <typename T, int N = 6>
__global__ void __launch_bounds__(8 * 4, 2) clamp34(const T* __restrict__ coef35)
{
    d_count6[blockIdx.z & 63] = (((d_count6[gridDim.y & 63] & 18) > 39LL) ? (37 * threadIdx.x) : 010341);
    d_count6[0x2f] = blockDim.x & (N - (d_count6[55] * 49));
    long long res36 = (d_count6[064] += *coef35, (*coef35));
}
__device__ void twice41(int *p);
__global__ void twice41(int *p)
{
    p[0] = 2;
}

int main()
{
    int count37 = 719;
    switch (count37) {
    case 6:
        break;
    case 5: {
        const float v38 = (WARPS_1);
        break;
    }
    case (4):
    case 11:
        break;
    default: {
        dim3 u39 = dim3(WARPS_1 + 0xc0, (count37 + 127) / 128, (count37 + 127) / 128);
        break;
    }
    }
    merge13_kernel<<<0x8, dim3(128 * 2)>>>((float*)nullptr, WARPS_1, &count37, (const double*)nullptr);
    dim3 h40(sizeof(float) * 4, 4, (count37 + 63) / 64);
    filter7_kernel<<<(count37 + 0x7f) / 128, h40>>>(count37);
    relax19<<<dim3((count37 + 63) / 64), 0x1 << 5>>>(&count37, sizeof(char), nullptr, count37);
    shade28<<<(count37 + 255) / 0400, WARPS_1 + WARPS_1>>>((long*)nullptr, count37, (float*)nullptr);
    return 0;
}
