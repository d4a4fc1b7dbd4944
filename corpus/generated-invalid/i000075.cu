// cudagen 0.1 seed 75 invalid:bad_initializer_type
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,device_function,device_forceinline,host_function,constexpr_function,main,shared_var,shared_2d,constexpr_var,auto_var,using_alias,if,for,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_object,pp_if
#include "prelude.cuh"

#define CHUNK_1 256
#define BLOCK_SIZE_2 (0x3)
#define WARPS_3 128

#if (BLOCK_SIZE_2 * 2) >= 2 && BLOCK_SIZE_2 != 0
#define CONFIG_4 5
#else
#define CONFIG_4 14
#endif

__device__ __forceinline__ size_t clamp5(int count6, unsigned char beta7, short a8)
{
    if (a8) {
        return beta7 + (beta7 ^ CHUNK_1);
    }
    count6 = ((a8 - count6) & (BLOCK_SIZE_2 - a8)) ^ (1 * (beta7 ^ count6));
    count6 = WARPS_3;
    int h9 = (0x5u);
    return 51ull + count6;
}
using idx10_t = int;

__global__ void score11(const float* coef12, short q13)
{
    __shared__ int sh_14[16][12];
    long r15 = 0x3BLL ^ sh_14[q13][3];
}

__device__ idx10_t filter16(idx10_t len17, int lane18)
{
    idx10_t val19 = lane18;
    int y20{0b111000};
    y20 = y20;
    val19 = ((BLOCK_SIZE_2) + (len17 + BLOCK_SIZE_2)) * y20;
    y20 = len17 * (((unsigned char)065) << (len17 + lane18));
    short int w21 = 0x2CU >> (lane18 * lane18);
    unsigned int mid22 = 30;
    return lane18;
}

static __global__ void sift23(idx10_t stride24, float* acc25, int len26, float alpha27)
{
    (len26++, ((*acc25) = (-(-alpha27))));
    if (56u <= (alpha27 * BLOCK_SIZE_2)) {
        return;
    }
}

constexpr int run_spread28(idx10_t lane29)
{
    auto diff30 = lane29;
    float w31 = ((54 * lane29) + 57U) % static_cast<unsigned char>(30);
    return diff30;
}

int main()
{
    int size32 = 2687;
    int *ptr36 = 1.5;
    sift23<<<0x1, dim3((2))>>>((size32 ^ size32) * size32, nullptr, size32, size32);
    for (int i33 = 0; i33 < (2 * 2); ++i33) {
        unsigned int val34 = (BLOCK_SIZE_2 + (size32 << CONFIG_4)) % 12;
        dim3 acc35((i33 + 127) / 128, 2, 1 << 3);
    }
    score11<<<dim3(1 << 0b101, 0x2, 2), 0x20, (256)>>>((const float*)nullptr, (45 * size32) | (51l));
    return 0;
}
