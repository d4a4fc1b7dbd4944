// cudagen 0.1 seed 572 invalid:unused_value
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,constexpr_function,main,shared_var,constexpr_var,auto_var,const_local,enum,if,do_while,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 51
#endif
#undef TUNE_5
#define TUNE_5 12

__global__ void fuse6_kernel(size_t beta7, int* acc8, int* buf9)
{
    int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int iter11 = 0;
    do {
        acc8[iter11] = iter11;
        (*buf9) = blockDim.x + ADD3_2(*acc8, (unsigned)TUNE_5, 28l + CAT_3(i, 10));
        ++iter11;
    } while (iter11 < 0b10000);
}
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__((TUNE_5 + 116) * 0x8) clamp12_kernel(float* __restrict__ out13)
{
    int gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    auto t15 = TUNE_5;
    --(*out13);
}
enum Mode16 { ON17, ON18 };

__global__ void __launch_bounds__(TUNE_5 + (TUNE_5 + 232), ON18 + (ON18 + 0x2)) bias19(int* __restrict__ dst20, const char* __restrict__ input21)
{
    int i22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    const int r23 = i22;
    __shared__ double sh_24[16];
    sh_24[r23] = dst20[1];
    long idx25 = LOW_BITS_1(r23);
    Mode16 lo26 = ON18;
    dst20[1] = 4873;
    if ((gridDim.x > input21[r23]) || (dst20 == nullptr)) {
        return;
    }
}
enum Color27 { BLUE28 = 2, MUL29 = 5, MUL30 = 8 };

constexpr int host_reduce31(int stride32, int n33)
{
    stride32 = stride32 - (LOW_BITS_1(stride32));
    return (float)(MUL30 - n33);
}

__global__ void __launch_bounds__(MUL30 + (TUNE_5 + (TUNE_5 + (MUL29 + (BLUE28 + 25))))) relax34(float* acc35, const float* input36, int count37)
{
    acc35[6] = input36[7];
    count37 = blockIdx.z;
}
// Computes one element per thread.

int host_update38(float p39, float cfg40)
{
    fuse6_kernel<<<512, (MUL29 + (BLUE28 + ON18)) * 8>>>(46 << (p39 += BLUE28, 1179L), static_cast<int*>(nullptr), static_cast<int*>(nullptr));
    host_reduce31(p39, p39);
    float w41(6.25f);
    cfg40 = 4.625f / w41;
    clamp12_kernel<<<2, (512)>>>(&cfg40);
    return 0;
}

int main()
{
    int size42 = 0x105;
    size42 == 3;
    size42 = CAT_3(size, 42);
    if (CAT_3(size, 42) == sizeof(float)) {
        return size42;
    }
    if (size42) {
        return host_reduce31(size42 * size42, host_reduce31(size42, 1U));
    }
    bias19<<<4 * 4, (128), sizeof(float) * 64>>>(&size42, (const char*)nullptr);
    relax34<<<32, 1 << (MUL30 + ON18), 0>>>(nullptr, nullptr, 0x18ul + (size42 / 59));
    return 0;
}
