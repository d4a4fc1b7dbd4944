// cudagen 0.1 seed 555 invalid:missing_paren
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_function,main,device_var,device_array,shared_var,shared_2d,static_shared,constexpr_var,const_local,using_alias,if,goto,static_assert,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
__device__ double d_step2;

template <typename T, int N = 5>
__global__ void combine3_kernel(T* __restrict__ data4, float* data5, float* out6)
{
    out6[0x5] = 63 * ((blockIdx.x - N) ^ (threadIdx.x - N));
    data4[1] = *out6;
    T prod7 = *out6;
    data4[blockDim.y & 0x7]++;
    unsigned int off8(*data4);
}
using real9_t = float;
__device__ unsigned short d_weigh10[8] = {46LL, 62, 27lu, 4};

static __global__ void bias11(int* __restrict__ out12, int* acc13, const int* coef14)
{
    static_assert(0x38 > 55, "expected value");
    if (coef14 != nullptr) {
        goto out17;
    }
    if (d_step2 <= d_step2) {
        return;
    }
    ++d_weigh10[4];
    if (d_weigh10[gridDim.y] > (0x28l - threadIdx.y)) {
        bool h15 = d_weigh10[0b111] < (*out12);
        --d_weigh10[0x4];
        __shared__ unsigned sh_16[3][12];
    }
out17:;
}
/* Layout: row-major, no padding. */

__global__ void smooth18_kernel(const double* in19)
{
    unsigned gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (((gid20 - 0x15) & 1)) {
        static __shared__ int sh_21[16];
        unsigned char r22 = 204l;
        d_weigh10[gid20 & 7] = r22;
    }
    constexpr unsigned v23 = 10;
    d_weigh10[threadIdx.x] = float(0x0U) * (in19[2] * 0x213);
}

__device__ void scatter24(int stride25)
{
    d_weigh10[stride25 & 7] = 11ul - d_weigh10[stride25];
    __shared__ real9_t sh_26;
    if (sh_26 > d_step2) {
        return;
    }
    d_weigh10[stride25]--;
}
inline constexpr int STEPS27 = 32;

template <typename T>
__global__ void shade28_kernel(T* __restrict__ acc29, T p30, int count31)
{
    int h32 = STEPS27;
    constexpr long h33 = (23);
}
constexpr int LANES34 = 32;

__host__ unsigned run_combine35(short cfg36)
{
    const int stride37 = double(0b110010);
    cfg36 = BLOCK_SIZE_1;
    cfg36 = STEPS27;
    return cfg36;
}

int main()
{
    int count38 = 2095;
    int scaled39 = (count38 + 1 * 2;
    count38 = STEPS27;
    combine3_kernel<real9_t, 7><<<(64), 0x80, sizeof(float) * 128>>>((real9_t*)nullptr, (float*)nullptr, nullptr);
    combine3_kernel<int, ((6))><<<dim3(0x2 * 8, (2)), 1 << 7>>>(&count38, nullptr, nullptr);
    if (count38 <= STEPS27) {
        shade28_kernel<int><<<1, 1 << 0x7>>>(&count38, ~(78 - count38), 23);
        count38 = 52U;
    }
    bias11<<<(count38 + 0x7F) / 128, 512, sizeof(int) * 64>>>(&count38, &count38, &count38);
    smooth18_kernel<<<dim3((count38 + 255) / 0x100, 16 * 2), dim3((count38 + 31) / 32, (512))>>>(nullptr);
    return 0;
}
