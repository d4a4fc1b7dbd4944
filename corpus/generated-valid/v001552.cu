// cudagen 0.1 seed 1552 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,static_host_function,main,constexpr_var,local_array,namespace,if,while,goto,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_static,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b
static_assert(19 == 19, "bad config");
__global__ void fold2_kernel(const float* __restrict__ coef3, long long q4, const float* __restrict__ src5, const unsigned int* __restrict__ input6) {
    int tid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid7 <= q4) {
        return;
    }
    q4++;
    if ((q4 * 3) <= 16) {
        return;
    }
}
__host__ __device__ float stencil8(const float* input9, const unsigned* __restrict__ coef10) {
    int f11[3 * 2] = {};
    f11[1] ^= 43;
    return f11[1] << f11[2];
}
namespace gpu12 {
__global__ void __launch_bounds__(1 << 8) bump13_kernel(int n14, int stride15, int lane16, int n17) {
    unsigned tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr long base19 = 024;
    int h20 = 0b100L * ((n17 / tid18) + 44);
    constexpr int sum21 = (0b111011);
    int k22((36) << lane16);
    if (27ULL <= (n17 % base19)) {
        goto done24;
    }
    if ((5 + h20) == threadIdx.x) {
        constexpr float lim23 = 53;
    }
    k22 <<= 63 + n14;
done24:;
}
constexpr unsigned int STEPS25 = 32;
static constexpr long WIDTH26 = 16;
} // namespace gpu12
static int host_score27(bool beta28) {
    if (!beta28) {
        return gpu12::STEPS25;
    }
    if (!beta28) {
        return beta28;
    }
    if ((beta28 + beta28) >= (gpu12::WIDTH26 - beta28)) {
        int pass29 = 0;
        while (pass29 < 11) {
            const char* lim30 = "ok";
            unsigned int res31 = gpu12::STEPS25;
            ++pass29;
        }
    }
    return gpu12::STEPS25;
}
int main() {
    int len32 = 2327;
    constexpr double z33 = -16.5;
    gpu12::bump13_kernel<<<1 << 8, dim3((len32 + 0177) / 128, gpu12::WIDTH26 + 240, 8 * 8)>>>(gpu12::STEPS25, (gpu12::WIDTH26 - len32) - gpu12::WIDTH26, len32 ? 8 : (sizeof(float) * len32), gpu12::WIDTH26);
    len32 >>= 3;
    fold2_kernel<<<dim3((len32 + 255) / 256), (512)>>>(static_cast<const float*>(nullptr), (len32 += gpu12::STEPS25, gpu12::STEPS25) + gpu12::WIDTH26, nullptr, nullptr);
    return 0;
}
