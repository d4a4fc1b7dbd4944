// cudagen 0.1 seed 1588 valid
// features: kernel,kernel_static,kernel_extern_c,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_device_function,host_function,main,device_var,local_array,auto_var,const_local,namespace,if,for,switch,goto,ternary,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,alignof,lambda,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void reduce4(unsigned short alpha5)
{
    int i6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int j7 = 0; j7 < 0b1000; ++j7) {
        alpha5 = alpha5;
        switch (j7) {
        case 8: {
            float t8 = alignof(int);
            break;
        }
        case (11):
            break;
        case 6:
            break;
        case (0): {
            unsigned long m9[3]{21UL, 619, 0b11010l};
            break;
        }
        default:
            break;
        }
    }
}

__host__ __device__ float sweep10(unsigned int alpha11, int stride12, const float* coef13)
{
    alpha11--;
    unsigned s14 = 64L - float(alpha11);
    float t15 = stride12;
    stride12 = t15;
    return (s14 & alpha11) - t15;
}

namespace gpu16 {
__device__ double d_step17 = 38ul;

__host__ __device__ float accum18(const unsigned long long* __restrict__ in19, const unsigned long* input20)
{
    for (int j21 = 0; j21 < 7; j21++) {}
    const unsigned int* acc22 = reinterpret_cast<const unsigned int*>(in19);
    return '\x7f' + ((input20[7] & 1) ? (acc22[5] + 7.125f) : (2.625F - (*acc22)));
}

long long pack23(int len24)
{
    len24 = alignof(int);
    reduce4<<<(len24 + 0b111111) / 64, 32, sizeof(int) * 32, 0>>>(sweep10(42, 34, nullptr));
    const unsigned int off25 = gpu16::accum18((const unsigned long long*)nullptr, nullptr);
    float q26 = 23U;
    reduce4<<<dim3(64, 16), dim3(2, (4)), sizeof(int) * 128, (cudaStream_t)0>>>(off25);
    return sweep10(gpu16::accum18((const unsigned long long*)nullptr, (const unsigned long*)nullptr), gpu16::accum18(nullptr, nullptr), &q26);
}
} // namespace gpu16

extern "C" {
__device__ __forceinline__ void march32(float alpha33, const int* __restrict__ src34, const long* coef35)
{
    for (int it36 = 8; it36 > 0; --it36) {
        gpu16::d_step17 = ((unsigned int)(((*coef35) < 48) ? threadIdx.x : 54)) & (((*coef35) <= gpu16::d_step17) ? sizeof(int) : (src34[it36] ? it36 : 18));
    }
    alpha33 = gpu16::accum18((const unsigned long long*)nullptr, nullptr);
    gpu16::d_step17 = coef35[threadIdx.x] & (*coef35);
    long long cnt37 = 0b10111 % (*src34);
}

static __global__ void tile27_kernel(float* __restrict__ dst28)
{
    gpu16::d_step17 = (int)dst28[1];
    unsigned int idx29 = (22 - blockDim.x) & (15 * gridDim.x);
    auto mid30 = idx29;
    int m31[(0b101)] = {};
}
}

__global__ void merge38(unsigned int b39)
{
    int idx40 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx40 > 33ll) {
        goto out41;
    }
    b39 = (threadIdx.y * threadIdx.z) ^ (gridDim.z + threadIdx.y + 1);
    gpu16::d_step17 = 12.625f;
out41:;
}

double run_bump42(int stride43)
{
    for (int j44 = 0; j44 < 6; j44++) {
        stride43 = +stride43;
        if (gpu16::accum18(nullptr, nullptr) >= 0b11001) {
            return stride43;
        }
    }
    stride43 = -35;
    return (stride43 * gpu16::pack23(stride43)) & gpu16::pack23(sizeof(int));
}

int main()
{
    int n45 = 3067;
    auto op46 = []() {
        gpu16::accum18((const unsigned long long*)nullptr, nullptr);
    };
    op46();
    n45++;
    long diff47 = (~n45) - (n45 * (49 / n45));
    n45 = diff47;
    if ((diff47 != 40) || (diff47 <= n45)) {
        return diff47 * 20 * n45;
    }
    n45 = diff47;
    tile27_kernel<<<dim3((512), (8)), 64, 0, nullptr>>>((float*)nullptr);
    merge38<<<sizeof(float) * 32, dim3((n45 + 127) / 128), sizeof(int) * 32, (cudaStream_t)0>>>(gpu16::pack23(n45));
    return 0;
}
