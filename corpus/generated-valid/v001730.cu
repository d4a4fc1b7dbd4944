// cudagen 0.1 seed 1730 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,constexpr_function,main,device_array,constant_array,constexpr_var,auto_var,typedef,namespace,if,if_init,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_bool,lit_nullptr,cast_static,cast_const,sizeof,macro_function,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
typedef float real2_t;

static __global__ void __launch_bounds__(128, 1) bias3_kernel(unsigned long alpha4) {
    if (constexpr bool u5 = true; blockDim.z != alpha4) {
        alpha4 ^= u5 + alpha4;
        alpha4 = alpha4;
        real2_t lim6((u5 - alpha4) / alpha4);
    }
    auto base7 = 46;
}
// Helper used by the kernels below.

void sift8(float *acc9, const int *in10) {
    bias3_kernel<<<128 * 2, 32, sizeof(double) * 64>>>(7);
    if (real2_t prod11 = 23U; 12 == ((acc9[2] / sizeof(unsigned int)) - (prod11))) {
        real2_t diff12 = (prod11 += 16.125f, (prod11 / 3.875f)) * (-0);
    }
    cudaStream_t val13 = (cudaStream_t)0;
}
__device__ double d_sweep14[32];
__constant__ float c_accum15[8] = {2.125F, 22.625F, 13.25f, 17.875f, 16.125F, 21.625F, 19.0f, -13.5f};

namespace kern16 {
__global__ void __maxnreg__(32) shade17(unsigned int *out18, int lane19, float *dst20) {
    int tid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((*out18) < static_cast<long>(d_sweep14[0b11011])) {
        unsigned int k22 = +lane19;
    }
    if ((*dst20) == (+tid21)) {
        return;
    }
    int w23 = static_cast<short>(gridDim.z * out18[lane19]) + 58ul;
    if ((tid21 - blockIdx.y) > 9U) {
        goto done24;
    }
    --out18[w23];
done24:;
}

constexpr int host_blend25(int count26) {
    float hi27 = 25;
    return 12l;
}
} // namespace kern16

static int lerp28(int len29, const unsigned int *input30) {
    len29 = MIN2_1(len29 / (*input30), len29);
    kern16::shade17<<<4 * 2, 128>>>(nullptr, 39ULL, nullptr);
    kern16::host_blend25(len29);
    sift8(static_cast<float*>(nullptr), &len29);
    len29 = 59;
    return MIN2_1(+len29, 9 / input30[0]) + (len29 += len29, len29);
}

int main() {
    int count31 = 2'241;
    if (count31 > (29 * count31)) {
        count31 = (count31 += count31, 9);
    }
    kern16::shade17<<<sizeof(float) * 32, 256, 4096, (cudaStream_t)0>>>(nullptr, kern16::host_blend25(kern16::host_blend25(count31)), nullptr);
    return 0;
}
