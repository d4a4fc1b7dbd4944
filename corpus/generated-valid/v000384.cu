// cudagen 0.1 seed 384 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,device_function,device_noinline,host_function,default_args,main,constant_var,shared_var,shared_2d,constexpr_var,typedef,namespace,if,if_init,for,nested_block,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_char,lit_string,lit_nullptr,cast_static,sizeof,macro_object,macro_stringize
#include "prelude.cuh"

#define NUM_ITERS_1 256
#define BLOCK_SIZE_2 3
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__global__ void __launch_bounds__(sizeof(int) * (BLOCK_SIZE_2 + 13)) fuse5(int *acc6, float *out7, signed char alpha8)
{
    int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    {
        char mid10 = 0b1111111;
        int base11 = 38 + static_cast<int>((*acc6) - mid10);
    }
    __shared__ int sh_12[14][17];
    __shared__ int sh_13[BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 7)][2 * 2];
}

namespace ops14 {
__device__ void bump15(const float *coef16)
{
    for (int j17 = 0; j17 < (4 * 2); j17++) {
        if (0x5 == (blockDim.x - threadIdx.x)) {
            if (int w18 = static_cast<float>(*coef16); static_cast<int>(*coef16) != (j17 + (0x3Cull + (*coef16)))) {
                w18 ^= 15 - ((gridDim.x - 2) - 'a');
                w18 &= (7 * w18) + 16;
            }
        }
    }
}

inline __device__ void pack19(int len20)
{
    len20 = ((((len20 <= BLOCK_SIZE_2) ? threadIdx.x : NUM_ITERS_1) == 1) ? len20 : (len20 + len20)) + len20;
    double h21 = len20;
}
} // namespace ops14
__constant__ long c_decay22 = 48;
__constant__ int c_sweep23 = -1'735;

__device__ __noinline__ short fold24(int len25, unsigned char *acc26, int stride27 = 0x35UL)
{
    int hi28 = c_sweep23;
    len25++;
    if (0x1b >= (len25 * c_decay22))
        return 37;
    long h29 = c_sweep23;
    return (hi28 > ((c_decay22 <= len25) ? hi28 : len25)) ? (1925 - (-stride27)) : BLOCK_SIZE_2;
}
typedef double real30_t;
__constant__ int c_gather31 = sizeof(unsigned int);

int host_sift32(long long *buf33)
{
    buf33[5]++;
    fuse5<<<0x2 * 2, 1 << (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 0x2)), (NUM_ITERS_1)>>>(nullptr, nullptr, buf33[0x3]);
    double v34 = ((44) >> (buf33[4] + sizeof(float)));
    const char *lim35 = STR_4(NUM_ITERS_1);
    if (((*buf33) + BLOCK_SIZE_2) < lim35[0])
        return lim35[0];
    buf33[0]--;
    return (-(buf33[6] * buf33[2])) << 0x3;
}

int main()
{
    int size36 = 0x3e3;
    size36 = 34 - (size36 << 2);
    long sum37 = 53L * ((size36 + 20) * ('z' / size36));
    const char *tmp38 = "warp size";
    size36 = (+size36) + ('z' * size36);
    fuse5<<<0x4, BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 122), sizeof(float) * 256>>>(static_cast<int*>(nullptr), static_cast<float*>(nullptr), sum37);
    ++size36;
    return 0;
}
