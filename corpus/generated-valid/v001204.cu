// cudagen 0.1 seed 1204 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,device_function,host_device_function,device_template_function,host_function,main,device_var,shared_var,extern_shared,constexpr_var,auto_var,static_local,for,static_assert,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_functional,lambda,lambda_capture_ref,macro_paste,pp_ifdef
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2
#ifndef USE_FAST_PATH_2
#define TUNE_3 12
#else
#define TUNE_3 39
#endif
__device__ void update4(float cfg5, float beta6)
{
    int m7{0b110};
    cfg5 = m7;
    int h8 = m7;
    beta6 = 18 - CAT_1(beta, 6);
    cfg5 = m7;
}
static __global__ void tile9_kernel(const int* __restrict__ input10, const int* in11, const long* coef12)
{
    int y13 = (input10[3] * input10[0x3]) + (-(*in11)) + 0xd;
}
void stencil14(unsigned int p15, double p16)
{
    static double base17 = 59;
    auto step19 = [&]() -> int {
        constexpr bool r18 = 1;
        return 35;
    };
    step19();
    static_assert((TUNE_3 + 2) == 41);
    double val20 = ((short int)base17) + 38;
}
__device__ float d_tally21 = -0x1p2f;
template <typename T>
__device__ __host__ T drift22(const T* __restrict__ input23)
{
    unsigned y24 = 17 + (input23[6] + (*input23));
    return ((19.f - (*input23)) + ((T)(*input23))) / int(4502ul + input23[y24]);
}
__global__ void apply25_kernel(int lane26, int* acc27)
{
    extern __shared__ float dyn_28[];
    for (int n29 = 0; n29 < 5; n29++) {
        auto r30 = n29;
        constexpr double m31 = 23.375F;
        int lim32 = +dyn_28[1];
    }
}
int main(void)
{
    int n33 = 0xc4a;
    n33 = (int)(n33 + 44l);
    n33 = n33;
    tile9_kernel<<<(n33 + 63) / 64, 0100>>>(&n33, &n33, nullptr);
    n33 = (n33 += n33, (4ul)) - (n33 + (1U + n33));
    apply25_kernel<<<(n33 + 31) / 32, (32), 0>>>(n33, (int*)nullptr);
    return 0x0;
}
