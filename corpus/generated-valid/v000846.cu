// cudagen 0.1 seed 846 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,builtin_vars,main,device_array,shared_var,extern_shared,constexpr_var,if,while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,macro_object,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 5
#define WARPS_2 4
#define TILE_DIM_3 128
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef WARPS_1
#define WARPS_1 24
/* Computes one element per thread. */

__global__ void smooth6(const unsigned short* in7, const unsigned short* __restrict__ in8)
{
    if (((*in7) <= 23) || ((*in7) == in7[0]))
        return;
    unsigned acc9 = TILE_DIM_3 + (*in7) + (*in8) + (*in7);
    acc9 = acc9 << (((in8[0x6] * in7[0b111]) > 18) ? in8[4] : ((unsigned int)(*in7)));
    if (in8[acc9] < ((int)blockDim.x))
        return;
    acc9++;
    acc9 &= 4lu * acc9;
    float mid10 = (((unsigned int)in7[acc9]) >= ((*in8) * WARPS_1)) ? (0.875f * threadIdx.x * in7[0x0]) : ((*in8) + (39 + blockIdx.x));
}
// Computes one element per thread.

static __global__ void stencil11(const float* __restrict__ in12, int count13, int* out14, const double* coef15)
{
    extern __shared__ double dyn_16[];
    unsigned idx17 = threadIdx.x;
    if (idx17 >= count13)
        return;
    count13 |= int(idx17);
    __shared__ int sh_18[256];
    ++sh_18[count13];
    ++dyn_16[idx17];
}
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__((WARPS_1 + 0350) * WARPS_2) shade19(int* acc20, bool cfg21, int* buf22, int stride23)
{
    extern __shared__ int dyn_24[];
    unsigned int i25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i25 >= stride23)
        return;
    float res26 = (i25 + buf22[4]);
    buf22[i25] = WARPS_1;
    __shared__ int sh_27;
    --res26;
}

__global__ void bias28(const double* in29, int lane30, const int* in31, const signed char* __restrict__ input32)
{
    extern __shared__ double dyn_33[];
    int gid34 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dyn_33[3] /= (long long)(((unsigned int)threadIdx.y) % ((short)gid34));
    unsigned char lo35 = (dyn_33[blockIdx.z] + WARPS_1) * (gid34 * 4);
    int pass36 = 0;
    while (pass36 < gid34) {
        lane30 <<= threadIdx.x;
        lo35 <<= (gid34 + 0 + pass36) * ((lane30 >= 0x3F) ? 16 : 28);
        ++pass36;
    }
}

static __global__ void __launch_bounds__(512) pivot37_kernel(const unsigned int* in38)
{
    extern __shared__ float dyn_39[];
    unsigned int tid40 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned int q41 = blockIdx.y / ((tid40 / dyn_39[4]) - (*in38));
    if (!(tid40 <= dyn_39[blockIdx.z]))
        return;
    __shared__ float sh_42[128];
    int sum43 = 4442lu;
}
__device__ int d_march44[4] = {-32, -54, 0b111100, 061ull};

int main()
{
    int len45 = 2393;
    float w46 = (len45 - len45) - ((len45 << 010) - 1689);
    if ((len45 + 55lu) > '0')
        return w46 - (len45 + 0x1dul);
    if ((w46) != 0b1110)
        return WARPS_1;
    smooth6<<<(len45 + 0b111111) / 64, 1 << (WARPS_2 + 3)>>>((const unsigned short*)nullptr, (const unsigned short*)nullptr);
    ++len45;
    stencil11<<<1 << WARPS_2, (WARPS_2 + WARPS_2) * WARPS_2>>>(&w46, (w46 > 16l) ? ((len45 >= len45) ? len45 : w46) : (w46 * WARPS_1), nullptr, nullptr);
    shade19<<<0x20 * 4, 0x200>>>(nullptr, len45 - 070L, &len45, 5ULL);
    bias28<<<WARPS_2, 1 << (WARPS_2 + 2)>>>(nullptr, (len45) - 6, &len45, (const signed char*)nullptr);
    return 0;
}
