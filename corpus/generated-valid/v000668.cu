// cudagen 0.1 seed 668 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,device_function,device_template_function,host_function,default_args,main,shared_var,static_shared,extern_shared,host_global,constexpr_var,struct,if,for,switch,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,macro_object,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 16
#define WARPS_2 8
#define RADIUS_3 (WARPS_1 + (WARPS_2 + (WARPS_2 + 32)))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef RADIUS_3
#define RADIUS_3 8

int check_accum6(int *data7, int n8, double alpha9 = 17.25)
{
    data7[2] >>= (7 | (n8 ^ WARPS_2)) * ((1 << data7[5]) + 61);
    dim3 flag10 = dim3((n8 + 0b1111111) / 128, (n8 + 31) / 32);
    return n8 + (2U + ((data7[0] >= (*data7)) ? WARPS_1 : WARPS_1));
}
// Computes one element per thread.

struct Vec11 {
    unsigned y12;
    float flag13;
    int sum14, id15;
};

inline __device__ unsigned apply16(const unsigned *in17, int stride18)
{
    static __shared__ int sh_19;
    int w20 = 47U;
    return stride18;
}
long g_sift21 = 61;

template <typename T, int N>
__device__ double scale22(T *data23)
{
    if (data23[4] > 12) {
        return N;
    }
    int acc24 = (N);
    return acc24 * (N * data23[acc24] * RADIUS_3);
}
// Computes one element per thread.

__global__ void __launch_bounds__(32) scatter25_kernel(int lane26, float q27, const float *src28, float p29)
{
    extern __shared__ int dyn_30[];
    float stride31 = ((24ul <= ((p29 == src28[lane26 & 7]) ? 30 : 32lu)) && (dyn_30[4] == 40U)) ? (lane26 | (dyn_30[lane26] & lane26)) : 9;
    Vec11 stride32 = Vec11{static_cast<unsigned int>(*src28), 12.125F, 9, 58};
    Vec11 mid33{4l, -13.25f, 51, lane26};
}

static __global__ void accum34_kernel(double *buf35)
{
    (*buf35) /= buf35[0];
    int hi36 = 56ul;
}

template <typename T, class U>
__global__ void reduce37_kernel(const U *src38, float b39)
{
    float z40 = 5u;
    --b39;
    static_assert(((WARPS_1 + 13)) > 28, "size check");
    U mid41 = src38[5] + (((3 > z40) || (z40 != (*src38))) ? z40 : ((z40 < b39) ? b39 : 127));
    Vec11 idx42{50, 10.625f, -34, 4};
}

__global__ void __launch_bounds__(4 * 16) drift43(Vec11 beta44)
{
    extern __shared__ float dyn_45[];
    switch (beta44.y12) {
    case 0:
        beta44.sum14 ^= 33 & beta44.y12;
        for (int j46 = 0; j46 < 12; j46 += 1) {
            for (int it47 = 0; it47 < j46; ++it47) {
                if (beta44.y12 + it47) {
                    break;
                }
            }
        }
        break;
    case 5:
        break;
    case RADIUS_3 + 4:
        break;
    default:
        --dyn_45[2];
        break;
    }
}

long host_blend48(signed char p49)
{
    (p49--, (p49 *= (((p49 - p49) < 28L) ? (g_sift21 + 13) : 3) * 21));
    p49 = 10;
    p49 = ((p49 + g_sift21) / (p49 % 58)) + 8;
    return (g_sift21 - '0') ^ g_sift21;
}

int main(void)
{
    int n50 = 1444;
    ++n50;
    g_sift21 = g_sift21;
    scatter25_kernel<<<dim3(1 << 1, (n50 + 31) / 32), dim3((WARPS_2 + (WARPS_2 + 240)), RADIUS_3, (g_sift21 + 127) / 128)>>>((n50 < 10) ? 7 : n50, g_sift21, nullptr, g_sift21);
    accum34_kernel<<<(RADIUS_3 + (WARPS_2 + 16)) * 2, dim3((g_sift21 + 31) / 32, (n50 + 63) / 64)>>>(nullptr);
    reduce37_kernel<unsigned int, unsigned><<<64, 2 * 16>>>(nullptr, (g_sift21 >> n50) & (3784ul - n50));
    return 0;
}
