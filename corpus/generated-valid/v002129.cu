// cudagen 0.1 seed 2129 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,device_function,host_device_function,constexpr_function,main,shared_var,static_shared,host_global,auto_var,if,if_else,for,while,goto,compound_assign,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,cast_c,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

constexpr __host__ __device__ int rank4(int n5, int stride6)
{
    return n5;
}

__device__ unsigned char mix7(int len8, int len9, float beta10)
{
    if ((len8) > len8) {
        goto done11;
    }
    beta10--;
    if ((len8 * (0xcll / len8)) <= rank4(len8, 64U)) {
        if (((float)len9) <= beta10) {
            len8 = 53ull;
            beta10 *= rank4(rank4(len9, beta10) + (49UL * len9), (60 / beta10) + len9);
        }
    } else {
    }
done11:;
    return 12L + (len9 + sizeof(signed char));
}
static float g_kick12;

__host__ __device__ double warp13(bool p14, int stride15)
{
    int x16 = stride15;
    for (int n17 = stride15; n17 > 0; --n17) {
        p14 = rank4(rank4(x16, 0xelu), n17) < (-x16);
    }
    auto stride18 = x16;
    return stride15 - 22.875f;
}

__global__ void pack19_kernel(int *__restrict__ data20)
{
    ++data20[0x0];
    int w21 = 0;
    while (w21 < w21) {
        for (int n22 = 6; n22 > 0; --n22) {
            data20[5] /= data20[n22] + n22;
        }
        ++w21;
    }
    static __shared__ unsigned char sh_23[16];
}

int main()
{
    int count24 = 3083;
    float z25 = +rank4(g_kick12, g_kick12);
    auto prod26 = 0x10l;
    count24 = warp13(prod26 != z25, 0x38);
    z25++;
    pack19_kernel<<<(count24 + 31) / 32, 32, sizeof(int) * 0x40, 0>>>(&count24);
    return 0;
}
