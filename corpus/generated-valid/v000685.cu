// cudagen 0.1 seed 685 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,const_local,enum,enum_class,if,do_while,switch,compound_assign,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,alignof,macro_object,pp_ifdef,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 8
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 13
#else
#define TUNE_5 63
#endif

#if (TUNE_5 * 2) >= 53 && TUNE_5 != 0
#define CONFIG_6 2
#else
#define CONFIG_6 32
#endif

__global__ void __launch_bounds__((CONFIG_6 + (TILE_DIM_1 + 1014))) sweep7_kernel(float p8, unsigned int* acc9, int* buf10)
{
    int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    --buf10[blockDim.z];
    const float m12 = (18.0f - (+tid11)) + (((*buf10) + (*acc9)) - CONFIG_6);
}
enum Phase13 : int { BUSY14 = 3, LOW15, MUL16 = 10, BLUE17 };
enum Kind18 {
    LOW19,
    OFF20,
    BUSY21,
    HIGH22,
    GREEN23
};

static __global__ void smooth24_kernel(float* dst25)
{
    int idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dst25[7]++;
    dst25[idx26]++;
    dst25[1] = threadIdx.x;
}

__global__ void kick27_kernel(float* __restrict__ acc28)
{
    int tid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float t30{static_cast<float>(blockIdx.x)};
    t30 *= 15l;
    t30 = t30;
    if ((tid29 - gridDim.x) > 22U) {
        return;
    }
    (*acc28) += t30 * OFF20;
}

__global__ void __launch_bounds__(sizeof(float) * (HIGH22 + 29)) smooth31(long b32)
{
    int idx33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx33 >= b32) {
        return;
    }
    int pass34 = 0;
    do {
        b32 = idx33;
        ++pass34;
    } while (pass34 < (BUSY14 + 2));
    const int y35 = (b32 += OFF20, (pass34 * warpSize));
    const int r36 = idx33 * (47 - y35);
    switch (r36) {
    case BUSY21 * (BUSY21 + (CONFIG_6 + OFF20)):
        b32 = pass34;
        break;
    case 2:
        b32 = (TUNE_5) + r36;
        break;
    case 11:
        break;
    }
}
enum class Kind37 { Busy38, Mul39, Idle40, Red41 };

int main()
{
    int size42 = 3562;
    size42 = size42;
    size42 *= 'A';
    sweep7_kernel<<<0x100, 128, 0, 0>>>(alignof(double), static_cast<unsigned int*>(nullptr), nullptr);
    size42++;
    smooth24_kernel<<<2, (GREEN23 + (TUNE_5 + (HIGH22 + 442)))>>>(static_cast<float*>(nullptr));
    kick27_kernel<<<(size42 + 255) / 256, CONFIG_6 + 126, sizeof(unsigned int) * 0x400>>>(nullptr);
    smooth31<<<(size42 + 127) / 0x80, BLUE17 + 117, sizeof(double) * 256>>>(((5)));
    return 0;
}
