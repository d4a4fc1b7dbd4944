// cudagen 0.1 seed 1706 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_template_function,main,device_var,shared_var,shared_2d,static_shared,const_local,if,do_while,nested_block,static_assert,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof
#include "prelude.cuh"

__device__ long filter1(signed char a2, unsigned* dst3, const int* in4)
{
    int prod5 = -56;
    a2 = 20;
    return (dst3[blockDim.x & 0x7] + 0100) * (prod5) * 9lu;
}
__device__ float d_warp6 = 55;

__global__ void __maxnreg__(64) sweep7_kernel(float cfg8, unsigned int alpha9, double* dst10)
{
    int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (45 >= ((*dst10) - cfg8)) {
        return;
    }
    __shared__ int sh_12[8];
    bool r13 = 33 & gridDim.z;
    dst10[i11] = filter1(-filter1(0x25u, reinterpret_cast<unsigned int*>(dst10), reinterpret_cast<const int*>(dst10)), reinterpret_cast<unsigned int*>(dst10), reinterpret_cast<const int*>(dst10));
    (*dst10) /= filter1(filter1(dst10[0x7], reinterpret_cast<unsigned int*>(dst10), reinterpret_cast<const int*>(dst10)) / (011l & i11), reinterpret_cast<unsigned*>(dst10), reinterpret_cast<const int*>(dst10));
    __shared__ unsigned sh_14[13][13];
}

__global__ void __maxnreg__(64) smooth15(int* data16)
{
    int gid17 = threadIdx.x;
    int base18 = -39;
    int r19 = data16[0x1];
    int w20 = 0;
    do {
        d_warp6--;
        ++w20;
    } while (w20 < 3);
    unsigned u21 = filter1(((*data16) += 0x1u, filter1(60, reinterpret_cast<unsigned int*>(data16), data16)), reinterpret_cast<unsigned*>(data16), data16);
}

template <typename T, class U>
__device__ long smooth22(U cfg23)
{
    static_assert(6 == 6, "bad config");
    if (((blockDim.x | 20) & 0x1)) {
        return filter1(127UL + cfg23, nullptr, static_cast<const int*>(nullptr));
    }
    int iter24 = 0;
    do {
        unsigned lo25 = (filter1(iter24, static_cast<unsigned int*>(nullptr), nullptr) - filter1(-0x26, (unsigned int*)nullptr, (const int*)nullptr)) + (((iter24 & iter24) & 1) ? (iter24 * cfg23) : (d_warp6));
        __shared__ float sh_26[16];
        ++iter24;
    } while (iter24 < 2);
    d_warp6 = (iter24 + d_warp6 + 1e1F) - ((iter24 - 16.375f) / cfg23);
    return iter24;
}

__global__ void bump27(const unsigned int* __restrict__ coef28, float* data29, int stride30)
{
    int val31 = ~(smooth22<long, int>(coef28[5]) * smooth22<long, unsigned int>(d_warp6));
    stride30--;
    static __shared__ int sh_32[256];
    {
        smooth22<unsigned, long>(filter1(-d_warp6, reinterpret_cast<unsigned*>(data29), reinterpret_cast<const int*>(coef28)));
        filter1(0x7F, reinterpret_cast<unsigned*>(data29), reinterpret_cast<const int*>(coef28));
    }
}

__global__ void __maxnreg__(64) split33(int* buf34)
{
    unsigned idx35 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static __shared__ unsigned long sh_36;
    buf34[sh_36] = filter1(idx35 / 0x26, reinterpret_cast<unsigned*>(buf34), buf34) * blockDim.z;
    int w37 = 0;
    do {
        buf34[7]--;
        ++w37;
    } while (w37 < w37);
    const double z38 = -16.875F;
    sh_36 = (((w37 & 1) ? threadIdx.x : 30U) + (2850 - w37)) % 1973;
    (*buf34)--;
}

__device__ void update39(int lane40, int stride41)
{
    if (((lane40 & 0x1) ? sizeof(unsigned int) : stride41) == d_warp6) {
        return;
    }
    int off42 = filter1((stride41), nullptr, nullptr);
    unsigned short t43(filter1(smooth22<float, int>(lane40), nullptr, (const int*)nullptr) | 4842lu);
    int mid44 = (857l * (threadIdx.x * 41)) - (filter1(56, (unsigned*)nullptr, nullptr) & static_cast<unsigned>(threadIdx.x));
    off42 %= lane40;
    stride41 = 2915u;
}

int main()
{
    int n45 = 0x1F8;
    ++n45;
    sweep7_kernel<<<(n45 + 0x1f) / 32, dim3(0400, (2)), sizeof(double) * 0x80>>>(14.625F, n45, (double*)nullptr);
    smooth15<<<(n45 + 63) / 64, 512, (4096)>>>((int*)nullptr);
    bump27<<<dim3((n45 + 63) / 64, (n45 + 63) / 64, (n45 + 127) / 128), dim3(1, (n45 + 63) / 64), 0x200 * 0x8>>>(static_cast<const unsigned*>(nullptr), (float*)nullptr, n45);
    split33<<<dim3((n45 + 63) / 64), (512), 0x0>>>((int*)nullptr);
    return 0;
}
