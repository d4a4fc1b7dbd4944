// cudagen 0.1 seed 97 valid
// features: kernel,maxnreg,restrict_params,launch,builtin_vars,device_function,device_forceinline,host_function,main,device_var,shared_var,constexpr_var,const_local,for,nested_block,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,lambda,lambda_capture_ref,macro_object,macro_function
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define TILE_DIM_2 5
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
__device__ unsigned d_merge6 = 0x2f;
__device__ __forceinline__ int march7(const float *src8, int len9, float beta10)
{
    len9 = ((int)(TILE_DIM_2 - threadIdx.x)) * (0x1F + blockDim.y);
    {
        const int v11 = beta10;
        constexpr unsigned int stride12 = (0xD) * (2 * 2);
    }
    const float k13 = *src8;
    len9 &= ((-TWICE_PLUS_3(len9, len9)) >= (k13)) ? 0UL : 1354;
    return beta10;
}
__global__ void __maxnreg__(64) spread14_kernel(double *__restrict__ buf15, unsigned long *dst16)
{
    char idx17 = march7(static_cast<const float*>(nullptr), static_cast<float>(*dst16), TWICE_PLUS_3(*buf15, *buf15));
    __shared__ float sh_18[8];
    float prod19 = buf15[idx17];
    prod19 /= (prod19);
}
int check_decay20(unsigned int cfg21, int lane22, int n23)
{
    long long prod24 = 1462;
    for (int j25 = 0x0; j25 < n23; j25++) {
        ++lane22;
        prod24 = 58;
        short h26 = (cfg21 - TILE_DIM_2) * ((n23) + lane22);
    }
    return (n23 != 0x14L) ? 0x4 : 2;
}
int main()
{
    int n27 = 2448;
    n27 = check_decay20(TWICE_PLUS_3(n27, TWICE_PLUS_3(n27, 37)), n27, check_decay20(0x31, n27, n27) - (n27 / 2));
    spread14_kernel<<<4, 2 * 0x10>>>(nullptr, nullptr);
    n27 = check_decay20(check_decay20(n27, 52u, (n27)), n27 / n27, 0x3AUL);
    auto op28 = [&]() {
        n27 |= static_cast<short>(static_cast<int>(33L));
    };
    op28();
    n27 = n27;
    spread14_kernel<<<(n27 + 31) / 0x20, 64>>>(static_cast<double*>(nullptr), (unsigned long*)nullptr);
    return 0;
}
