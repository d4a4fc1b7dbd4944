// cudagen 0.1 seed 1335 valid
// features: kernel,kernel_extern_c,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,main,device_var,constexpr_var,local_array,anon_namespace,if,while,switch,switch_fallthrough,ternary,bitwise,shift,comparison,incdec,comma,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,cast_static,sizeof,macro_object,macro_statement,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 5
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef TILE_DIM_1
#define TILE_DIM_1 2

extern "C" {
__device__ float pack7(int len8, signed char cfg9, int stride10)
{
    switch (cfg9) {
    case 0b0: {
        float base11 = 0x761u;
        break;
    }
    case 9:
        stride10 = stride10;
        break;
    case TILE_DIM_1 + (TILE_DIM_1 + 0x3):
        break;
    case 5:
        break;
    }
    return 4278 - blockDim.x;
}

__global__ void __maxnreg__(32) warp3_kernel(int count4, float b5)
{
    int gid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid6 >= count4) {
        return;
    }
    --b5;
    if ((gid6 + TILE_DIM_1) == (sizeof(int) | threadIdx.x)) {
        if (((gid6 % count4) + (0b101100ul * gid6)) > (b5 / warpSize)) {
            count4 = (count4 | count4) + count4;
            count4 = 16;
        }
    }
}
}

inline __host__ __device__ void lerp12(int len13, size_t beta14)
{
    int pass15 = 0;
    while (pass15 < (TILE_DIM_1 + 6)) {
        unsigned short hi16 = beta14 << 8UL;
        float idx17[6]{5.f, static_cast<float>(sizeof(float)), 2215ull, 0.625F, 21.125F, static_cast<float>(59)};
        ++pass15;
    }
}

namespace {
__device__ short d_weigh18 = 37;

__host__ __device__ float split19(int count20)
{
    unsigned int u21[6] = {};
    double w22 = ((TILE_DIM_1 * u21[1]) - ((u21[count20] <= 22) ? 2.875 : count20)) - count20;
    w22 = count20 - (count20 * count20);
    unsigned stride23 = TILE_DIM_1;
    float z24 = (count20 + 3409 + (stride23 ^ u21[0x2])) % u21[stride23];
    return z24 * (8.375f + count20);
}
} // namespace

int main()
{
    int count25 = 3015;
    if (((count25 > 61ul) ? TILE_DIM_1 : count25) != count25) {
        if ((-count25) < 0x29) {
            return +count25;
        }
    }
    switch ((count25 != count25) ? count25 : count25) {
    case TILE_DIM_1:
    case (TILE_DIM_1 + 10):
        break;
    case TILE_DIM_1 + 0x3:
        break;
    case 4:
        if (count25 < (count25)) {
            (--count25, (count25 = count25));
            if ((+count25) <= 29) {
                return -52;
            }
        }
        break;
    }
    warp3_kernel<<<(count25 + 127) / 128, (0x20), sizeof(double) * 0x80, 0>>>(split19(TILE_DIM_1 + count25), count25 ? sizeof(int) : TILE_DIM_1);
    return 0;
}
