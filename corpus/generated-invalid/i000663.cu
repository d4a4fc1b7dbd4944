// cudagen 0.1 seed 663 invalid:call_too_few_args
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,device_array,auto_var,struct,if,if_else,for,do_while,goto,nested_block,static_assert,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_functional,sizeof
#include "prelude.cuh"

__global__ void reduce1(int stride2, int* out3)
{
    signed char diff4 = 6lu / (stride2 * (out3[stride2] * stride2));
    (*out3) = out3[gridDim.z];
    ((*out3)--, (out3[6] = 37));
}
__device__ float d_bias5[32];

__global__ void warp6_kernel(unsigned char b7)
{
    int i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    {
        b7 = sizeof(double);
        if (d_bias5[b7] > ((int)blockDim.x)) {
            b7 = ((255ULL * b7) - (d_bias5[0x7] / i8)) + warpSize;
        } else {
            float t9 = (long long)(3191ll + d_bias5[9]);
        }
    }
    static_assert(24 == 24, "bad config");
}

float run_merge10(int lane11, unsigned int* acc12)
{
    reduce1<<<(lane11 + 255) / 256, 32, 0>>>(acc12[0x4] + 37U, nullptr);
    int cnt13 = (long)(long(*acc12) % 0b10010ul);
    return 17.75f;
}

struct Sample14 {
    int y15;
    int w16;
};

__global__ void __launch_bounds__(32) grow17(int len18)
{
    unsigned int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned flag20(threadIdx.x);
    if (blockIdx.x != (+len18)) {
        goto out23;
    }
    for (int i21 = 0; i21 < len18; ++i21) {
        if ((d_bias5[flag20] - 2708) > blockIdx.z) {
            break;
        }
    }
    if ((flag20 + d_bias5[len18]) != flag20) {
        int pass22 = 0;
        do {
            len18 = (('\101' - threadIdx.z) - (pass22 - 20u)) / (sizeof(Sample14) * tid19);
            ++pass22;
        } while (pass22 < 0xe);
    } else {
        len18 = 3 - d_bias5[flag20];
    }
out23:;
}
int mix27(int a, int b)
{
    return a * b;
}

int main()
{
    int size24 = 1612;
    size24 = mix27(size24);
    dim3 res25 = dim3((size24 + 255) / 256, (size24 + 0x1f) / 32, (size24 + 255) / 256);
    auto stride26 = ((unsigned int)size24) >> (L'A' - size24);
    warp6_kernel<<<2, dim3(sizeof(int) * 128, 4), sizeof(float) * 32>>>((float)50);
    grow17<<<1 << 2, dim3(0x40, (stride26 + 0x3f) / 0x40)>>>((6) * size24);
    return 0x0;
}
