// cudagen 0.1 seed 1008 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,main,shared_var,shared_2d,static_shared,constexpr_var,local_array,struct,if,ternary,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,lambda,lambda_init_capture,lambda_launch,macro_function,pp_ifdef
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 6
#else
#define TUNE_4 56
#endif

__global__ void merge5(const int *__restrict__ in6, int lane7, float *data8, unsigned char *data9)
{
    data9[0x7] = in6[lane7];
    data9[7] = 63;
    __shared__ unsigned int sh_10;
    int acc11 = 55;
    static __shared__ int sh_12;
}

template <typename T, typename U>
__global__ void smooth13_kernel(T *buf14)
{
    float base15{20.25f};
    base15 = 4840ul * (base15 + buf14[1]);
    T acc16 = alignof(float);
    if ((buf14[0x3] != buf14[1]) && (base15 != acc16))
        return;
}

static __global__ void lerp17_kernel(unsigned int *__restrict__ out18, short int *out19, int stride20, int *__restrict__ acc21)
{
    out18[stride20] = (out18[4] == acc21[5]) ? ((acc21[stride20] * TUNE_4) | (0x16UL * out19[stride20])) : stride20;
    __shared__ float sh_22[10][17];
}

struct Cell23 {
    float count24;
    char mass25;
    double sum26;
};

int main()
{
    int count27 = 352;
    auto op32 = [u28 = count27 ^ 63L](long k29, int x30) -> float {
        int k31[5] = {0x34, x30, 42U};
        lerp17_kernel<<<dim3(sizeof(unsigned int) * 32, 16), 128>>>((unsigned*)nullptr, (short*)nullptr, u28 << (0x3d + k29), k31);
        return ((24));
    };
    smooth13_kernel<float, int><<<dim3(2 * 2, 8), sizeof(float) * 16>>>(static_cast<float*>(nullptr));
    unsigned short z33[7] = {4224};
    merge5<<<(count27 + 0x3F) / 64, (32)>>>(&count27, z33[1], (float*)nullptr, nullptr);
    return 0x0;
}
