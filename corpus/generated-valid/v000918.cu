// cudagen 0.1 seed 918 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_function,main,device_var,namespace,if,if_init,for,goto,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_bool,lit_nullptr,cast_c,cast_functional,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b
__global__ void filter2_kernel(long beta3, double* __restrict__ out4, const float* coef5) {
    unsigned int i6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i6 >= beta3) {
        return;
    }
    float h7 = threadIdx.z * ((273 * threadIdx.x) - ((CAT_1(i, 6) > beta3) ? (*out4) : out4[threadIdx.x]));
    unsigned int u8 = (out4[0x1] += i6, (((int)0x3bU) / CAT_1(i, 6)));
}
namespace gpu9 {
__global__ void accum10(int stride11, bool cfg12, double alpha13, const float* coef14) {
    int idx15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx15 >= stride11) {
        return;
    }
    stride11 = float(-2L);
    stride11 = 0b101010;
}
} // namespace gpu9
static __device__ bool d_mix16 = false;
static __device__ size_t accum17(long long q18) {
    for (int it19 = 0; it19 < 10; ++it19) {
        if ((!d_mix16) || (q18 > 0x20)) {
            return 63UL;
        }
    }
    unsigned q20 = d_mix16;
    return blockDim.x ^ (d_mix16 * (d_mix16 ? 8U : 26));
}
float fold21(float* __restrict__ buf22, unsigned char* dst23, size_t b24) {
    if ((b24 - 58) >= 4) {
        goto out25;
    }
    gpu9::accum10<<<128, 32, 0>>>(b24 & sizeof(float), (b24 + b24) >= (*dst23), int(b24), nullptr);
    ((*dst23)++, (b24 = ((dst23[0b10] & sizeof(int)) + ((long)(*dst23))) | b24));
out25:;
    return ((b24 != (dst23[b24])) && (b24 & 1)) ? (~(1402 | b24)) : ((0b111101 % (*dst23)) % CAT_1(b, 24));
}
int main() {
    int len26 = 2054;
    dim3 stride27(1, 128);
    if (int t28 = 0b1111l; CAT_1(len, 26) == (len26 - 0xD)) {
        filter2_kernel<<<(len26 + 127) / 128, 32 * 2, (256), nullptr>>>(((unsigned char)t28) & (0xAB8lu % t28), nullptr, nullptr);
    }
    len26 = len26;
    return 0;
}
