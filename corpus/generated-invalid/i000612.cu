// cudagen 0.1 seed 612 invalid:launch_bounds_too_many_args
// features: kernel,launch,builtin_vars,grid_stride_loop,device_function,host_function,main,constexpr_var,const_local,if,for,ternary,bitwise,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define LOW_BITS_2(x) ((x) & 0xF)
#define MOD8_3(x) ((x) % 8)
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 24
inline __device__ int trace4(unsigned int a5) {
    constexpr float mid6 = 4.375f;
    signed char mid7 = 0x3C;
    return 18U + a5;
}
__global__ void pivot8(int lane9, int* buf10, const int* in11, unsigned long beta12) {
    int tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid13 >= lane9) {
        return;
    }
    if (!(beta12 > blockDim.x)) {
        return;
    }
    for (int j14 = 0; j14 < 014; j14 += 3) {
        for (int n15 = (blockIdx.x * blockDim.x) + threadIdx.x; n15 < 4; n15 += blockDim.x * gridDim.x) {
            unsigned char q16 = buf10[n15];
            for (int i17 = 0; i17 < 3; i17++) {
                if ((n15 ^ threadIdx.x) >= buf10[2]) {
                    break;
                }
                lane9 = ((beta12 - 065) > (gridDim.y)) ? ((sizeof(float) - n15) | j14) : (((*in11) % 0x13l) - (blockIdx.x * blockIdx.y));
            }
        }
    }
}
float check_pivot18(int len19, int count20) {
    count20 = len19;
    constexpr unsigned long sum21 = BLOCK_SIZE_1 + (0xB * 2);
    unsigned sum22{8};
    float flag23 = 21.5f;
    unsigned long e24 = sum21;
    return sum21;
}
__global__ void __launch_bounds__(128, 2, 1, 4) bounded_kernel29(int *p)
{
    p[threadIdx.x] = 0;
}
int main() {
    int len25 = 644;
    const bool z26 = len25;
    pivot8<<<(len25 + 31) / 0x20, 32>>>((len25 ? z26 : 52U) ^ (len25 ^ z26), nullptr, static_cast<const int*>(nullptr), BLOCK_SIZE_1);
    unsigned s27 = 060;
    float tmp28 = len25;
    return 0x0;
}
