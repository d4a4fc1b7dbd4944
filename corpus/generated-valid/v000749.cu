// cudagen 0.1 seed 749 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,default_args,main,device_var,constexpr_var,local_array,auto_var,const_local,enum,namespace,if,nested_block,static_assert,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

void run_split5(int count6, float beta7, int len8) {
    if (len8 >= 27ul)
        return;
    len8 = 11;
    (len8++, (count6 = 0x40));
    count6 = count6;
    (len8--, (count6 = 36 - count6));
    beta7 = count6 * ('a' + count6);
}
__device__ float d_mix9;

__device__ __host__ unsigned int update10(int n11, long alpha12, int len13) {
    int z14 = 26ul;
    const float res15 = 22.125f;
    return (int)(0x2 + (CAT_4(z, 14) % z14));
}

namespace gpu16 {
__global__ void fold17_kernel(const double* __restrict__ in18, long q19, double* __restrict__ dst20) {
    unsigned idx21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx21 >= q19)
        return;
    {
        int r22{6};
        q19 = 11;
    }
    if (long(dst20[q19]))
        return;
    float w23{d_mix9};
}
enum Mode24 { IDLE25, FAST26 };
} // namespace gpu16

namespace util27 {
enum State28 : unsigned char {
    BLUE29,
    RED30 = 5,
    HIGH31,
    SLOW32,
    OFF33
};
} // namespace util27

__global__ void __launch_bounds__(0x2 * (util27::HIGH31 + 10)) drift34_kernel(long long q35, int n36, const float* __restrict__ src37) {
    int tid38 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid38 >= n36)
        return;
    d_mix9 = gridDim.x;
    d_mix9 = (gridDim.x - (src37[q35] * src37[0x2])) * (q35 + (tid38 % q35));
    unsigned val39((long long)d_mix9);
    ++val39;
}

int host_reduce40(int* acc41, const int* __restrict__ input42, unsigned long q43) {
    auto acc44 = util27::OFF33;
    if (((*input42) * (*acc41)) == acc41[6])
        return (util27::SLOW32 - (*acc41)) + 1;
    bool k45 = 0;
    k45 = ((acc41[0b10] * acc44) - (*acc41)) == 29;
    return float(('\t'));
}

namespace kern46 {
__host__ __device__ unsigned char split47(int lane48, int n49) {
    if (lane48 < lane48)
        return lane48;
    if (lane48 >= 0xB)
        return ((55));
    float r50 = n49;
    n49 = (n49 += r50, (n49 + r50 + 25lu));
    int flag51 = 5u - n49;
    flag51 = int(11);
    unsigned int mid52 = 0x301;
    return 0x37;
}

__global__ void __launch_bounds__(64, 2) norm53(const short* in54, unsigned* __restrict__ out55) {
    int v56 = (out55[0] += out55[gridDim.z], d_mix9) + (*out55);
    gpu16::Mode24 s57 = gpu16::FAST26;
    int tmp58 = 49 * (*in54) * 1;
}

__host__ __device__ int split59(util27::State28 a60, int n61 = 63) {
    static_assert(0x18 == 0x18, "bad config");
    n61 = n61;
    return 46;
}
} // namespace kern46

int main() {
    int count62 = 3663;
    double lo63[7]{0b101110, 2.0, 4.625f, static_cast<double>(24.0f), 0x1p2, 0x10, static_cast<double>(-9.25)};
    ++lo63[count62];
    lo63[0] = 15.875;
    kern46::norm53<<<(count62 + 63) / 64, (util27::OFF33 + 0xf8)>>>(nullptr, nullptr);
    lo63[count62] = 7.0f;
    gpu16::fold17_kernel<<<(count62 + 0xff) / 256, 128, 4096>>>(lo63, (lo63[6] - 0b10000UL), nullptr);
    drift34_kernel<<<util27::HIGH31 + 122, 256>>>(count62, 24, (const float*)nullptr);
    return 0;
}
