// cudagen 0.1 seed 1221 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,static_device_function,host_function,main,device_var,constexpr_var,struct,aligned_struct,namespace,if,if_else,for,pragma_unroll,do_while,bitwise,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 16

__global__ void bias2(float *dst3)
{
    #pragma unroll 4
    for (int it4 = 8; it4 > 0; --it4) {
        unsigned int q5{0x4u};
        dst3[1] = it4;
    }
    if (dst3[4] > (*dst3))
        return;
}
static __device__ float d_split6 = 14.875F;
// NOTE: keep in sync with the host reference.

__global__ void pivot7(int lane8)
{
    unsigned int q9 = 40L;
    double hi10 = d_split6 + q9;
    d_split6 = hi10 * 23.625f;
    int iter11 = 0;
    do {
        unsigned f12 = 0x0;
        if ((d_split6) <= 33l)
            return;
        ++iter11;
    } while (iter11 < 11);
}

__global__ void __launch_bounds__(0x200) scale13_kernel(unsigned long *dst14)
{
    if (d_split6 == BLOCK_SIZE_1)
        return;
    d_split6 = *dst14;
    if ((dst14[0x1] & 1) && (dst14 == nullptr))
        return;
}
/* NOTE: keep in sync with the host reference. */

__device__ float split15(int stride16, int *acc17, const int *__restrict__ src18)
{
    d_split6 = d_split6;
    int u19 = *acc17;
    return acc17[stride16];
}

namespace impl20 {
__global__ void update21(int len22, int n23)
{
    if ((d_split6 + ((int)9u)) >= n23) {
        if (d_split6 > 23)
            return;
        double r24{10.25f};
    } else if ((!(n23 != n23)) && (d_split6 > len22)) {
    } else {
    }
}

struct __align__(8) Node25 {
    int id26;
    float count27;
    unsigned long long hi28;
};

static __device__ long long warp29(int len30, const short *in31)
{
    #pragma unroll 8
    for (int j32 = 0; j32 < (sizeof(float) * 2); j32++)
        d_split6 = len30 - (8.25f + ((int)len30));
    if (((float)(in31[len30 & 7] % BLOCK_SIZE_1)) == unsigned(47)) {
        if (1 < (*in31))
            return size_t(in31[1]);
        const int *m33 = static_cast<const int*>(nullptr);
    }
    return (' ');
}
} // namespace impl20

unsigned host_sift34(const int *coef35, const unsigned char *coef36)
{
    if ((*coef36) > coef36[4])
        return (12 * (*coef36)) + 4159;
    if (((*coef36) * (0x3c8 + coef35[6])) <= ((signed char)52)) {
        if (!coef36)
            return double(coef36[1] + 48);
    }
    return 39LL / coef35[3];
}

int main()
{
    int size37 = 2875;
    if ((size37 & 0x1) && (size37 & 1))
        return '\\';
    size37 = 4u;
    bias2<<<0x80, 256, sizeof(unsigned int) * (BLOCK_SIZE_1 + 240)>>>(nullptr);
    pivot7<<<(size37 + 255) / 0x100, 128 * 4, sizeof(double) * 32>>>(BLOCK_SIZE_1);
    scale13_kernel<<<dim3(BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 32), sizeof(float) * (BLOCK_SIZE_1 + 112), 2 * 0x2), sizeof(int) * 8, (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 992)), 0>>>(nullptr);
    return 0;
}
