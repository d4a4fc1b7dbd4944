// cudagen 0.1 seed 2386 valid
// features: kernel,kernel_static,kernel_template,kernel_extern_c,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,main,device_array,shared_var,constexpr_var,local_array,auto_var,anon_namespace,if,for,switch,switch_fallthrough,ternary,compound_assign,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_static,sizeof,alignof,macro_object,pp_if,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define CHUNK_2 ((NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + 16))) * (2 * 2))
#if CHUNK_2 % 2 == 0 || CHUNK_2 < 4
#define CONFIG_3 3
#elif CHUNK_2 < 0
#error unreachable configuration
#else
#define CONFIG_3 13
#endif
#undef CHUNK_2
#define CHUNK_2 8

__global__ void pivot4(const float *__restrict__ coef5)
{
    int i6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ double sh_7[256];
    float f8 = coef5[5] * (i6 >> 5) * 12.75f;
}

namespace {
static __global__ void accum9(float p10, const unsigned *src11, float alpha12)
{
    if (0b11010 <= p10)
        return;
    auto k13 = p10;
    --alpha12;
}
} // namespace
// Returns the accumulated value.

int host_split14(unsigned cfg15, double p16)
{
    cfg15 = cfg15;
    cfg15 = (((cfg15 > p16) ? cfg15 : 64) <= p16) ? (20) : alignof(char);
    for (int j17 = 0; j17 < 12; j17++)
        p16 *= 1.75f;
    int v18 = p16;
    auto stride19 = (p16 + (cfg15 += v18, p16)) - sizeof(int);
    stride19++;
    return 31;
}

extern "C" __global__ void update20_kernel(int n21)
{
    unsigned long flag22{static_cast<size_t>(310 + ((gridDim.z - n21) + (sizeof(int) * n21)))};
    long acc23[5]{57, 16, 2L, -48, static_cast<long>(flag22)};
}
__device__ int d_drift24[8] = {2496, 30LL, 27, 3611ul};

template <typename T, int N = 1>
__global__ void __maxnreg__(64) blend25(const T *src26, T b27, int lane28)
{
    int i29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i29 >= lane28)
        return;
    switch (d_drift24[warpSize]) {
    case CONFIG_3:
    case 10:
        lane28 = src26[6];
        for (int it30 = 0; it30 < lane28; it30 += 4) {
            __shared__ float sh_31[32];
            --sh_31[gridDim.z];
        }
        break;
    case 7:
        break;
    }
}

int main()
{
    int size32 = 2287;
    for (int i33 = 0; i33 < 14; i33 += 2)
        size32 = host_split14((i33 * 42) - (size32 + size32), 0b110);
    host_split14(size32 - (size32 * size32), size32);
    size32 -= (size32 += 686l, 28ul);
    size32 = static_cast<unsigned int>(size32);
    pivot4<<<2, (CONFIG_3 + (CHUNK_2 + 117)) * 4, 0b0>>>(nullptr);
    accum9<<<(size32 + 255) / 256, 32, 1024>>>((CHUNK_2) + size32, nullptr, CONFIG_3);
    update20_kernel<<<1 << (CONFIG_3 + 1), 1 << 0b111, 0>>>(size32 >> 2);
    return 0;
}
