// cudagen 0.1 seed 156 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,static_device_function,host_function,constexpr_function,main,constant_var,shared_var,extern_shared,host_global,constexpr_var,const_local,namespace,if,while,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define WARPS_2 8
#define WARPS_3 ((WARPS_2 + 0b1000) * 0b10)
#define MOD8_4(x) ((x) % 8)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

namespace img7 {
__device__ int scatter8(int lane9, const short int* __restrict__ coef10)
{
    lane9 = lane9;
    __shared__ int sh_11[256];
    --sh_11[threadIdx.z];
    bool lim12 = ((lane9 += 44, coef10[lane9 & 7]) & 1);
    return MOD8_4(gridDim.z);
}

__global__ void grow13_kernel(long long beta14, int lane15, long long* data16, const float* __restrict__ src17)
{
    int idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (src17[beta14 & 7] < blockDim.z) {
        float val19 = img7::scatter8((beta14 += 'A', idx18), reinterpret_cast<const short*>(src17));
    }
    lane15 = MOD8_4(idx18);
    (*data16) = img7::scatter8(-lane15, reinterpret_cast<const short int*>(data16));
    beta14 = idx18;
    data16[lane15 & 7] = BLOCK_SIZE_1;
}
} // namespace img7
__constant__ long c_shade20 = 8;
__constant__ int c_tally21 = WARPS_2 + 39;
/* Layout: row-major, no padding. */

static __global__ void __launch_bounds__((WARPS_2 + 56)) pack22_kernel(size_t* __restrict__ dst23)
{
    int idx24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (dst23[blockDim.x]++, ((*dst23) = img7::scatter8(6l / img7::scatter8(*dst23, reinterpret_cast<const short*>(dst23)), (const short*)nullptr)));
    if ((img7::scatter8(*dst23, reinterpret_cast<const short*>(dst23)) % (BLOCK_SIZE_1 + c_shade20)) > blockIdx.x) {
        (*dst23) = (+c_tally21) + c_shade20 + (((((*dst23) <= 52) ? 54 : 8) != idx24) ? 10 : MOD8_4(c_tally21));
        int q25 = img7::scatter8(c_shade20 - BLOCK_SIZE_1, reinterpret_cast<const short*>(dst23));
    }
    float base26 = (15.25f - c_shade20) * ((dst23[4] & WARPS_3) - ('#' % idx24));
    int u27 = dst23[7];
}
const int g_clamp28 = 3099l;

namespace impl29 {
__device__ int rank30(int n31, int count32, int* __restrict__ acc33)
{
    if ((17lu) >= (count32 += *acc33, (threadIdx.y & c_shade20))) {
        unsigned char mid34 = n31;
        img7::scatter8(img7::scatter8(6, reinterpret_cast<const short*>(acc33)), reinterpret_cast<const short*>(acc33));
    }
    return img7::scatter8(-55, reinterpret_cast<const short*>(acc33));
}

static __global__ void march35_kernel(double* data36)
{
    extern __shared__ int dyn_37[];
    int i38 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float e39 = (img7::scatter8(blockDim.z, reinterpret_cast<const short*>(data36)) <= data36[c_shade20]) ? 0b10 : MOD8_4(impl29::rank30(c_shade20, *data36, dyn_37));
    e39 = MOD8_4(dyn_37[c_shade20 & 7]);
    int t40 = data36[0] - ((c_shade20 + threadIdx.x) - (c_tally21 * 1U));
    data36[5] = data36[c_tally21];
}

__global__ void __launch_bounds__(0400, 2) decay41(const int* input42)
{
    extern __shared__ char dyn_43[];
    int i44 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int k45 = 22U;
    k45 = MOD8_4(c_tally21);
    __shared__ double sh_46[256];
}
} // namespace impl29

static __device__ __forceinline__ int update47(int* __restrict__ data48, long p49, int* buf50)
{
    int pass51 = 0;
    while (pass51 < pass51) {
        int m52 = (38ULL);
        m52 = impl29::rank30(p49, buf50[p49 & 7], data48) % (pass51 * c_tally21);
        ++pass51;
    }
    if (buf50 != nullptr) {
        __shared__ float sh_53[(8)];
        --(*data48);
    }
    return MOD8_4(impl29::rank30(threadIdx.x, 23U, (int*)nullptr)) * 15;
}

constexpr int norm54(int lane55, int stride56)
{
    return stride56;
}

int main()
{
    int size57 = 1'049;
    impl29::march35_kernel<<<8, 128>>>((double*)nullptr);
    if (size57 == 19)
        return -2;
    if ((norm54(size57, -6) & 1))
        return size57;
    pack22_kernel<<<16, WARPS_2 + 504>>>((size_t*)nullptr);
    size57 = g_clamp28;
    const int stride58 = g_clamp28;
    img7::grow13_kernel<<<4, 128>>>(norm54(size57, -'\t'), 50, nullptr, (const float*)nullptr);
    impl29::decay41<<<8, (WARPS_2 + 24), sizeof(float) * 64>>>((const int*)nullptr);
    return 0;
}
