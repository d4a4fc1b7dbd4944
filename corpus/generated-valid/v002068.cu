// cudagen 0.1 seed 2068 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,main,shared_var,const_local,struct,if,for,compound_assign,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_object,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 4
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifndef USE_FAST_PATH_4
#define TUNE_5 2
#else
#define TUNE_5 58
#endif

struct Bounds6 {
    int val7;
    unsigned int val8;
};

__global__ void __launch_bounds__(8 * (TUNE_5 + 6), 1) filter9_kernel(int lane10, int len11, int len12, const float *coef13)
{
    int i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float tmp15{15.5f};
    if (i14 < gridDim.x) {
        tmp15 *= gridDim.z;
        int t16 = (threadIdx.x << 3) + (0UL + len11);
    }
}

__global__ void drift17_kernel(const int *__restrict__ input18, int stride19, int count20, unsigned short *dst21)
{
    unsigned idx22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx22 >= count20)
        return;
    for (int n23 = 0; n23 < stride19; n23++) {
        const int lim24 = '#';
        unsigned int diff25 = idx22;
        diff25 = lim24 - blockIdx.y;
    }
    __shared__ double sh_26[128];
    ++stride19;
}

int main()
{
    int n27 = 1770;
    filter9_kernel<<<1 << 8, 64, 0>>>(n27, 35ll, n27, nullptr);
    n27--;
    n27 >>= 0;
    n27--;
    drift17_kernel<<<CHUNK_1 + 124, (CHUNK_1 + 252) * TUNE_5>>>((const int*)nullptr, sizeof(Bounds6), 25, nullptr);
    return 0;
}
