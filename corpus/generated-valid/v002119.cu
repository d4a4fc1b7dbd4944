// cudagen 0.1 seed 2119 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_device_function,device_template_function,host_function,constexpr_function,main,device_array,shared_var,extern_shared,constexpr_var,local_array,auto_var,namespace,if,range_for,nested_block,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_paste
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define TILE_DIM_2 32
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

__global__ void lerp6_kernel(int *dst7, int *__restrict__ data8, int *__restrict__ dst9, double p10)
{
    int tmp11 = (1'821ul + data8[threadIdx.z & 7] + (*dst9)) & ((dst7[0b110] | (*dst7)) | (data8[2] - 11L));
    auto stride12 = tmp11;
}

template <typename T, int N = 8>
__host__ __device__ int step13(T p14, const T *__restrict__ input15, double q16)
{
    T z17 = 0x1a;
    {
        int cnt18[(4)] = {};
        for (int z19 : cnt18) {
            q16 = 8.75;
        }
    }
    p14 = 20.125F;
    return q16;
}

template <typename T, int N>
inline __device__ T relax20(T *__restrict__ out21, const unsigned int *__restrict__ in22, T beta23)
{
    float lo24[5] = {static_cast<float>(in22[0x0]), 24};
    beta23 = threadIdx.y;
    int diff25 = N;
    if (CAT_5(diff, 25) > lo24[2]) {
        return (+lo24[threadIdx.x]) - ((*in22) << in22[diff25]);
    }
    int e26 = (0x5 * lo24[3]) + ((N + (*in22)) - N);
    beta23 = 56lu;
    return BLOCK_SIZE_1;
}

namespace kern27 {
__device__ __noinline__ void bias28(int *__restrict__ data29)
{
    (*data29) = data29[4];
    data29[gridDim.y] = *data29;
}
} // namespace kern27
static __device__ int d_combine30[64] = {53};

__global__ void __launch_bounds__(1 << 9, 4) kick31_kernel(int *buf32, float *__restrict__ acc33, int *out34)
{
    extern __shared__ int dyn_35[];
    int gid36 = threadIdx.x;
    if (threadIdx.z != 15ULL) {
        return;
    }
    out34[gid36 & 0x7] = 16L * buf32[6];
    __shared__ unsigned long long sh_37;
}

__global__ void trace38_kernel(float *dst39, unsigned short *__restrict__ dst40)
{
    extern __shared__ int dyn_41[];
    unsigned i42 = (blockIdx.x * blockDim.x) + threadIdx.x;
    double lim43 = dyn_41[i42 & 0b111] & (i42 + dyn_41[4]);
    int x44 = TILE_DIM_2;
    for (auto sum45 : d_combine30) {
        lim43 = ((d_combine30[20] + 10.125) - (d_combine30[47] * 21.375));
        int acc46[6] = {};
    }
    d_combine30[011] = i42;
}

constexpr __host__ int bias47(int count48, int lane49)
{
    return lane49;
}

int main()
{
    int count50 = 4010;
    auto off51 = (count50 ^ (CAT_5(count, 50) - count50)) | ((9 & count50) ^ CAT_5(count, 50));
    trace38_kernel<<<0x1 << 1, BLOCK_SIZE_1 * 16, 0, nullptr>>>((float*)nullptr, nullptr);
    off51 = count50;
    lerp6_kernel<<<1, 0x200>>>(nullptr, nullptr, (int*)nullptr, (off51) % 3);
    kick31_kernel<<<(off51 + 0x1F) / 32, (TILE_DIM_2)>>>((int*)nullptr, nullptr, nullptr);
    return 0;
}
