// cudagen 0.1 seed 2072 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,main,device_array,constexpr_var,local_array,if,do_while,ternary,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,lambda_capture_value,lambda_mutable,macro_object,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 64
#define BLOCK_SIZE_2 16
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#if BLOCK_SIZE_2 == 16
#define CONFIG_5 7
#elif BLOCK_SIZE_2 < 0
#error unreachable configuration
#else
#define CONFIG_5 10
#endif
static __device__ float d_warp6[8] = {7ul};

static __global__ void trace7(const float* input8, int stride9, float* out10)
{
    int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx11 >= stride9)
        return;
    --d_warp6[4];
    unsigned long s12 = stride9;
}
constexpr unsigned int BLOCK13 = 3;

__device__ void weigh14(const double* in15, unsigned* acc16, float alpha17)
{
    int iter18 = 0;
    do {
        int y19 = (acc16[iter18] | (*acc16)) | (((acc16[1] < 37) && (warpSize >= d_warp6[5])) ? iter18 : (BLOCK13 | acc16[6]));
        d_warp6[0b111] = 0b11111;
        ++iter18;
    } while (iter18 < 4);
    acc16[7] = ((d_warp6[6] != sizeof(int)) ? 10 : 15U) | sizeof(int);
}

__global__ void reduce20_kernel(long long* acc21, long alpha22, const short* src23, const float* coef24)
{
    if ((*acc21) >= CONFIG_5)
        return;
    long s25[8]{4913ul, '\n', static_cast<long>(blockDim.y), alpha22, static_cast<long>(CONFIG_5), 64, 0b10101, 056};
    alpha22 = (((s25[threadIdx.x & 7] + BLOCK13) > 5) ? 57 : 8) + acc21[alpha22];
    alpha22 = (!acc21) ? (((src23[alpha22] != BLOCK13) ? 7 : 7u) | gridDim.x) : (((coef24 != nullptr) ? (*acc21) : alpha22) / ((*coef24) + (*acc21)));
}

__global__ void bias26(int lane27, int n28)
{
    int i29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++d_warp6[4];
    float off30 = CONFIG_5;
    lane27--;
    if (blockIdx.x < 8L)
        return;
    lane27++;
    n28 = 57U | i29;
    if (!(off30 == 22))
        return;
}

static __global__ void filter31_kernel(int len32, const double* input33, int stride34)
{
    int tid35 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int* tmp36 = &len32;
    tmp36[threadIdx.y]--;
    long k37 = (warpSize % (gridDim.x * BLOCK13)) + blockDim.x;
    weigh14(input33, reinterpret_cast<unsigned*>(tmp36), input33[2] + 17.125f);
}
// Returns the accumulated value.

__device__ float sift38(int lane39, float cfg40)
{
    double lo41 = (threadIdx.x || ((lane39 - 2) == BLOCK13)) ? cfg40 : 21.5;
    weigh14(&lo41, (unsigned*)nullptr, (lane39 >= d_warp6[threadIdx.x & 7]) ? (21 ^ threadIdx.y) : (55u - lane39));
    double e42[6] = {21, 2.};
    lane39--;
    return (BLOCK_SIZE_2);
}

int main()
{
    int n43 = 2234;
    filter31_kernel<<<dim3(BLOCK_SIZE_2 + (BLOCK_SIZE_2 + (RADIUS_1 + 416)), (CONFIG_5 + 25) * (BLOCK13 + 1)), 16 * (BLOCK13 + 5)>>>(((n43 ^ n43) <= n43) ? RADIUS_1 : (CONFIG_5 - n43), nullptr, (22l / n43) + 7);
    n43 = BLOCK13;
    auto lam48 = [=](float res44, double m45) mutable -> int {
        float lo46[6] = {};
        ++res44;
        float lim47[8] = {};
        return lo46[n43];
    };
    n43 = BLOCK13;
    unsigned int* u49 = nullptr;
    trace7<<<dim3(BLOCK_SIZE_2, BLOCK13 + (BLOCK13 + 2)), 256, 256>>>(reinterpret_cast<const float*>(u49), BLOCK13, reinterpret_cast<float*>(u49));
    reduce20_kernel<<<8, dim3(0b100000, (8), (n43 + 255) / 256), sizeof(double) * 32, 0>>>(reinterpret_cast<long long*>(u49), RADIUS_1, nullptr, nullptr);
    bias26<<<(n43 + 127) / 128, 512>>>(31ll, n43);
    return 0;
}
