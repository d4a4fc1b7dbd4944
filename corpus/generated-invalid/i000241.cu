// cudagen 0.1 seed 241 invalid:nonintegral_switch
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,host_global,constexpr_var,local_array,if,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

template <typename T, int N = 2>
__global__ void warp6_kernel(const T *src7, T q8)
{
    int tid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    T u10 = q8;
    T hi11 = blockIdx.y;
    short prod12 = 653;
    int lim13 = 48;
    int prod14 = MOD8_1(tid9);
}
static unsigned int g_filter15;

__global__ void accum16(int lane17, float *acc18, float q19)
{
    int i20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i20 >= lane17) {
        return;
    }
    double mid21[8] = {};
    int t22 = 16;
    if (CAT_5(i, 20) == threadIdx.x) {
        return;
    }
    float u23 = (MOD8_1(CAT_5(lane, 17)) / 17.25f) - (*acc18);
    SWAP_2(int, lane17, t22);
}

template <typename T, int N = 2>
__global__ void bump24(T alpha25, long *out26, T *dst27, const float *coef28)
{
    unsigned int i29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*dst27) = 0x22;
    out26[gridDim.x] = *coef28;
    alpha25 -= CAT_5(i, 29);
    alpha25 -= ((N & out26[0]) != CAT_5(i, 29)) ? (N + (*out26) + coef28[blockIdx.y & 7]) : 0x6U;
    out26[0]--;
    out26[blockIdx.x] += (int)int(0x16);
    alpha25 += (sizeof(T) % out26[i29]) + ((((T)i29) <= 0x39) ? i29 : (-dst27[1]));
}

template <typename T>
__global__ void spread30(const T *coef31, T *dst32, T *out33)
{
    int gid34 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dst32[0] = coef31[0x5] + ((warpSize * (*dst32)) + ((gid34 & 1) ? (*coef31) : (*coef31)));
    dst32[1] = coef31[threadIdx.y & 7];
    T base35 = 63ul | MOD8_1(gid34 - 3946);
    signed char lo36 = +(2UL * coef31[0x5]);
    lo36 |= lo36;
    (*dst32) = (*out33) + gid34;
    double r37 = MOD8_1(gid34);
}

int main()
{
    int size38 = 2135;
    float f_40 = 1.5f;
    switch (f_40) {
    case 1:
        break;
    }
    size38 |= g_filter15 * g_filter15;
    accum16<<<16 * 4, 256>>>(20ul + ((int)g_filter15), (float*)nullptr, CAT_5(size, 38) * (1.125f));
    size38 |= g_filter15;
    size38 *= g_filter15;
    dim3 mid39 = dim3((g_filter15 + 127) / 128, (size38 + 0x3F) / 64, (256));
    warp6_kernel<long, ((8))><<<(size38 + 127) / 0x80, dim3((g_filter15 + 0b11111111) / 256, 128, (size38 + 31) / 0x20)>>>(nullptr, MOD8_1(g_filter15 * 48));
    bump24<float, ((1))><<<2, mid39>>>(0x1, nullptr, nullptr, (const float*)nullptr);
    spread30<int><<<mid39, 512, 1024, (cudaStream_t)0>>>(nullptr, (int*)nullptr, nullptr);
    return 0;
}
