// cudagen 0.1 seed 303 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,main,constexpr_var,if,if_else,ternary,compound_assign,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 3
#define BLOCK_SIZE_2 128
#define BLOCK_SIZE_3 8
#define SQR_4(x) ((x) * (x))
#define ADD3_5(a, b, c) ((a) + (b) + (c))
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef WARPS_1
#define WARPS_1 2

__global__ void merge7(float p8, const int* src9)
{
    int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    p8 = (SQR_4(p8) / 3) - i10;
    if ((src9[i10] * blockIdx.x) > (*src9)) {
        return;
    }
    p8 += (src9[3]);
    if (!(WARPS_1 == threadIdx.y)) {
        return;
    }
}
// Helper used by the kernels below.

__host__ __device__ void decay11(int stride12, float a13, int stride14)
{
    a13 = stride12;
    double* t15 = nullptr;
    if (40U <= ((a13 - BLOCK_SIZE_2) + ((a13 <= 30) ? stride12 : stride14))) {
        if (a13 != (6 / stride14)) {
            (*t15) += +a13;
            (*t15)--;
        } else {
        }
    } else {
    }
}

constexpr int host_weigh16(int stride17, float alpha18)
{
    alpha18 /= BLOCK_SIZE_2;
    alpha18 = ((stride17 - stride17) * sizeof(short)) - ((stride17 - stride17) >> stride17);
    return 29 << ((0b1101 <= ((long)stride17)) ? static_cast<short>(alpha18) : (stride17 >> stride17));
}

int main()
{
    int n19 = 3780;
    merge7<<<0b1 << (WARPS_1 + 1), BLOCK_SIZE_3 + 0b111000, 4096, 0>>>(BLOCK_SIZE_3, &n19);
    dim3 r20 = dim3(1 << 0x5, 64 * 0b1000, (WARPS_1 + WARPS_1) * (WARPS_1 + 2));
    --n19;
    return 0;
}
