// cudagen 0.1 seed 45 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,shared_var,static_shared,constexpr_var,local_array,struct,struct_template,using_alias,if,if_init,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_if
#include "prelude.cuh"

#define WARPS_1 32
#define NUM_ITERS_2 (4)
#define CHUNK_3 32
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_7(x) #x
#define STR_8(x) STR_IMPL_7(x)

#if WARPS_1 > 55
#define CONFIG_9 5
#else
#define CONFIG_9 24
#endif

__global__ void scale10_kernel(double p11, long long cfg12, int* buf13)
{
    int idx14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int val15 = ((4 - buf13[0]) - (~buf13[5])) + ((idx14 * 9) + threadIdx.z);
    if (threadIdx.x ^ threadIdx.z)
        return;
    p11 *= ((blockDim.x % cfg12) * MIN2_4(gridDim.x, val15)) / (blockDim.z * (0b101100 & idx14));
}

__global__ void __launch_bounds__(256 * NUM_ITERS_2) relax16(int lane17)
{
    int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid18 >= lane17)
        return;
    lane17 %= CONFIG_9;
    static __shared__ unsigned short sh_19[128];
}
using idx20_t = long;

template <typename T>
struct Pixel21 {
    T count22;
    unsigned int lo23;
    T w24;
    __host__ __device__ T get25(unsigned char e26) const
    {
        return (0x7 >> e26) | WARPS_1;
    }
};

__host__ __device__ signed char gather27(int stride28, const float* __restrict__ input29)
{
    int tmp30 = sizeof(float) * input29[0x7];
    --tmp30;
    if (unsigned int hi31 = input29[tmp30 & 0b111]; ((tmp30 >> 3) | (tmp30 + stride28)) < (908lu >> stride28)) {
        unsigned int y32 = 33;
        tmp30 = *input29;
        float x33[4]{-05510, float(*input29), -38, '\\'};
    }
    Pixel21<int> lim34{0xfLL, 3534, -0x12};
    return -0x28;
}

template <class T>
__global__ void __launch_bounds__(NUM_ITERS_2 * (NUM_ITERS_2 + 12)) norm35_kernel(T* __restrict__ dst36)
{
    int i37 = threadIdx.x;
    __shared__ int sh_38[64];
    Pixel21<unsigned int> lo39{unsigned((blockIdx.x)), 067, 0x19};
    ACCUM_6(sh_38[i37], (float(-warpSize)));
    sh_38[i37] <<= 0;
    dst36[7] = blockDim.z;
    dst36[i37] = (2.75 * dst36[2]);
    __shared__ float sh_40[32];
}

double combine41(int lane42, Pixel21<int> b43)
{
    lane42--;
    lane42 = (b43.w24 / (b43.lo23)) + ((59 >> b43.w24) - MIN2_4(b43.w24, 28));
    scale10_kernel<<<(NUM_ITERS_2 + 0xC), 16 * NUM_ITERS_2>>>(lane42 >> (b43.w24 * lane42), (51UL + lane42) * NUM_ITERS_2, &lane42);
    relax16<<<(lane42 + 0x7f) / 128, dim3(1 << 0x9, (NUM_ITERS_2 + 28) * 4, NUM_ITERS_2 + 28)>>>(MIN2_4(b43.w24, 6 >> b43.w24));
    return 10.375f;
}

int main()
{
    int len44 = 665;
    scale10_kernel<<<dim3((len44 + 127) / 128, 1, 4), dim3(sizeof(float) * NUM_ITERS_2, (len44 + 127) / 128)>>>(17.25f, ~(3 * len44), &len44);
    cudaStream_t prod45 = nullptr;
    if ((len44 + len44) > len44)
        return len44 & 7;
    len44++;
    norm35_kernel<<<(len44 + 0x1F) / 32, CONFIG_9 + 0xE8, 0>>>(static_cast<int*>(nullptr));
    return 0;
}
