// cudagen 0.1 seed 2395 valid
// features: kernel,kernel_from_macro,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_device_function,default_args,main,shared_var,shared_2d,static_shared,auto_var,if,if_init,goto,static_assert,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,lambda,lambda_iife,macro_function,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__device__ __noinline__ void filter4(unsigned p5, float* acc6, float alpha7)
{
    static __shared__ int sh_8[64];
    if ((MIN2_1(sh_8[0b10110], 4) / sh_8[p5]) == 0x3Aul) {
        p5 = 51;
        unsigned short* sum9 = nullptr;
        ++acc6[p5 & 0b111];
    }
    auto x10 = 64;
}

__host__ __device__ long long bump11(double p12)
{
    --p12;
    if (unsigned res13 = 2 - ((p12 * p12) - p12); (res13 >= MIN2_1(p12, 9l)) || (res13 != 19ULL)) {
        p12 = 6.75;
        int r14 = 0x38U + (res13 += p12, 2972);
    }
    int lim15{28};
    if (p12 < lim15) {
        goto skip16;
    }
    p12 = (lim15);
skip16:;
    return (24ULL - (lim15 - 15)) % 10l;
}

__device__ __noinline__ int decay17(float beta18 = 10.375f)
{
    beta18 = bump11(beta18 * 3) * (((beta18 >= 43U) && (beta18 < beta18)) ? bump11(beta18) : beta18);
    if (float e19 = beta18; e19 <= beta18) {
        if ((bump11(beta18) & 1))
            return +(5 * e19);
    }
    if (beta18 < beta18)
        return bump11((beta18 += 52, beta18));
    return bump11(bump11(23.75));
}
/* Computes one element per thread. */

__global__ void march20_kernel(float* dst21)
{
    __shared__ int sh_22[15][12];
    auto v23 = *dst21;
}

__host__ __device__ unsigned short smooth24(const int* in25)
{
    bump11(16.75f);
    return 0ul;
}
static_assert(34 == 0x22, "expected value");
#define DEFINE_MAP_KERNEL_26(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_26(map_norm27, float)

int main()
{
    int size28 = 212;
    ([] {
        bump11(bump11(5.0F));
    })();
    smooth24(nullptr);
    ++size28;
    if (((size28 > 0x27l) ? 051 : size28) != size28)
        return bump11((size28 += 21, size28));
    march20_kernel<<<(size28 + 127) / 0x80, 512, 256, 0>>>((float*)nullptr);
    map_norm27<<<1, 0x80, sizeof(float) * 32>>>(nullptr, 0b11110U);
    return 0;
}
