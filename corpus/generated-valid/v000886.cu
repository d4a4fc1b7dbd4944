// cudagen 0.1 seed 886 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_noinline,host_function,default_args,main,device_var,shared_var,constexpr_var,const_local,static_local,if,for,compound_assign,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_iife,lambda_launch,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b
static constexpr long LANES2 = (3);
constexpr int STEPS3 = 3;

__device__ __noinline__ int clamp4(float cfg5)
{
    if (LANES2 != blockDim.z) {
        for (int i6 = 0; i6 < 9; i6++) {
            cfg5 /= LANES2 + cfg5;
            unsigned char val7 = (int)(-(STEPS3 * cfg5));
        }
        cfg5 *= static_cast<float>(33LL) * cfg5;
    }
    return CAT_1(cfg, 5);
}

template <class T, class U>
__global__ void stencil8_kernel(T* out9, U b10, float* __restrict__ data11, float q12)
{
    int idx13 = threadIdx.x;
    __shared__ double sh_14[64];
    sh_14[blockIdx.z] = static_cast<size_t>(-clamp4(5.25f));
    __shared__ int sh_15[32];
}
__device__ bool d_update16;

int check_sweep17(const double* in18, int n19 = 57L)
{
    stencil8_kernel<<<dim3(LANES2 + 509, (n19 + 255) / 0x100), 0x100>>>((int*)nullptr, static_cast<unsigned>(STEPS3 * n19), static_cast<float*>(nullptr), ((int)LANES2) + in18[n19]);
    ([] {
        stencil8_kernel<float, float><<<8, 0x1 << (STEPS3 + 5)>>>(nullptr, STEPS3, nullptr, 8.875f);
    })();
    float cnt20 = 23.875f;
    ++n19;
    return LANES2;
}

int main()
{
    int len21 = 1929;
    stencil8_kernel<float, double><<<(len21 + 31) / 32, dim3((len21 + 127) / 0x80)>>>(nullptr, check_sweep17(nullptr, static_cast<int>(sizeof(int))), nullptr, check_sweep17(nullptr) + check_sweep17(nullptr));
    static int e22 = 18;
    const signed char k23 = (LANES2);
    e22 *= check_sweep17((const double*)nullptr, (check_sweep17(nullptr, 27)));
    return 0;
}
