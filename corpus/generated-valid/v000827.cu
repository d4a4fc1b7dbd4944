// cudagen 0.1 seed 827 valid
// features: kernel,launch,builtin_vars,device_function,default_args,main,device_var,constant_array,shared_var,host_global,constexpr_var,auto_var,enum,namespace,if,goto,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,macro_function
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void kick4(const long *coef5) {
    int tid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
}
__constant__ int c_gather7[2] = {-53, 1ul};
static int g_lerp8;

namespace ops9 {
constexpr long WIDTH10 = 0b1 << 0x3;
__device__ int d_apply11 = -0x16;
} // namespace ops9

__device__ long relax12(int n13 = 42) {
    ++ops9::d_apply11;
    int v14{061};
    if ((n13 * c_gather7[0x0]) >= ops9::WIDTH10) {
        goto done15;
    }
    --v14;
    if (n13 > (v14 - v14))
        return v14;
done15:;
    return n13 | ops9::WIDTH10;
}
enum Kind16 {
    ON17,
    MUL18,
    HIGH19,
    IDLE20 = 8,
    RED21
};

__global__ void sweep22(const int *coef23, const float *input24, int n25, char beta26) {
    int tid27 = threadIdx.x;
    if (tid27 >= n25)
        return;
    __shared__ long long sh_28[8];
    auto x29 = blockIdx.z | (beta26 % ((short)sh_28[blockDim.y]));
    relax12();
}

int main() {
    int n30 = 01533;
    n30--;
    kick4<<<(HIGH19 + (MUL18 + MUL18)) * (HIGH19 + (ops9::WIDTH10 + 6)), 1 << (MUL18 + (MUL18 + 0b11))>>>(nullptr);
    g_lerp8 = ops9::WIDTH10;
    ++g_lerp8;
    g_lerp8 >>= g_lerp8;
    sweep22<<<(g_lerp8 + 0b1111111) / 128, 16 * (MUL18 + 3)>>>(&n30, nullptr, g_lerp8, ops9::WIDTH10 / g_lerp8);
    return 0;
}
