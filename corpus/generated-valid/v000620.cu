// cudagen 0.1 seed 620 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,main,constant_var,shared_var,extern_shared,constexpr_var,struct,using_alias,namespace,if,goto,bitwise,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,alignof,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SQR_2(x) ((x) * (x))
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 2
#else
#define TUNE_5 31
#endif

struct Acc6 {
    float count7;
    int z8;
    char flag9;
};

static __device__ unsigned short lerp10(int *buf11, float *buf12, const Acc6 &p13) {
    buf11[3] = 41;
    if ((p13.z8 & 1))
        return p13.z8;
    (*buf12)++;
    const float *base14 = reinterpret_cast<const float*>(buf11);
    buf12[blockDim.z & 7] = TUNE_5;
    if (base14 != nullptr)
        return 39;
    return ((*base14) - p13.flag9) - (*buf12);
}

__global__ void stencil15_kernel(int n16, unsigned int *data17, const double *in18, float *out19) {
    int tid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Acc6 idx21 = Acc6{static_cast<float>(22.0f), n16, 0x37};
    Acc6 res22 = Acc6{13.5f, 3301UL, static_cast<char>(*data17)};
}
__constant__ long c_accum23 = (TUNE_5 + (TUNE_5 + 1));

static __global__ void shade24_kernel(int *out25, unsigned *out26, unsigned int *out27, unsigned char *buf28) {
    extern __shared__ int dyn_29[];
    int gid30 = threadIdx.x;
    out27[6] = lerp10(nullptr, reinterpret_cast<float*>(out27), Acc6{});
    if (out25[blockIdx.z] < lerp10(out25, reinterpret_cast<float*>(out25), Acc6{static_cast<float>(out26[c_accum23 & 7]), static_cast<int>(threadIdx.x), static_cast<char>(TUNE_5)})) {
        goto skip31;
    }
    lerp10(dyn_29, reinterpret_cast<float*>(buf28), Acc6{3.875f, 40, 0x7fL});
    lerp10(out25, nullptr, Acc6{static_cast<float>(16.5f), -35, 25});
    if (alignof(char) < out25[6])
        return;
skip31:;
}

namespace kern32 {
__device__ unsigned long pivot33(float cfg34) {
    if (TUNE_5 <= (cfg34 * TUNE_5))
        return +(c_accum23 | c_accum23);
    cfg34 = lerp10((int*)nullptr, (float*)nullptr, Acc6{-9.125f, 37LL, 0x36}) + (c_accum23 + (011 / cfg34));
    cfg34 = c_accum23;
    cfg34 = CAT_3(cfg, 34);
    Acc6 mid35 = {29U, 5, static_cast<char>(c_accum23 * c_accum23)};
    bool t36 = ((mid35.flag9 % blockIdx.x) + 0x3) != threadIdx.z;
    return (threadIdx.x / 0x32) - threadIdx.x;
}

__global__ void trace37_kernel(int len38) {
    int gid39 = threadIdx.x;
    constexpr float diff40 = 16.625f;
    --len38;
    len38--;
    unsigned short r41 = c_accum23;
    len38 = (0x40 * r41 * SQR_2(len38)) - ((gid39 * r41) % gid39);
    len38 = (ADD3_1(kern32::pivot33(len38), 31ul, TUNE_5));
    int m42(c_accum23 % c_accum23);
}
using idx43_t = char;
} // namespace kern32

int main() {
    int len44 = 0x274;
    int acc45 = -14;
    --len44;
    len44 = acc45 * TUNE_5;
    acc45 = acc45;
    stencil15_kernel<<<2, 0x20, 0x0, 0>>>(len44 | acc45, nullptr, nullptr, (float*)nullptr);
    shade24_kernel<<<1, (TUNE_5 + (TUNE_5 + 508))>>>(&len44, (unsigned*)nullptr, nullptr, (unsigned char*)nullptr);
    kern32::trace37_kernel<<<(acc45 + 31) / 32, (32), (4096), (cudaStream_t)0>>>(0x1012 * CAT_3(acc, 45));
    return 0;
}
