// cudagen 0.1 seed 32 valid
// features: kernel,restrict_params,launch,builtin_vars,device_function,device_noinline,main,shared_var,constexpr_var,auto_var,typedef,if,nested_block,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_float_exponent,lit_char,lit_char_prefix,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__device__ long long scale2(const unsigned char *__restrict__ input3) {
    constexpr size_t m4 = 0x26U;
    unsigned int z5(' ');
    z5 = (0x38);
    auto z6 = m4 * z5;
    return u'#';
}
/* Computes one element per thread. */

__device__ __noinline__ void warp7(float *__restrict__ dst8) {
    __shared__ short int sh_9;
    {
        __shared__ int sh_10[64];
        if ((blockDim.y <= sh_9) && (sh_9 > sh_10[threadIdx.x])) {
            return;
        }
    }
    float lo11 = (scale2(reinterpret_cast<const unsigned char*>(dst8)) / 20) - scale2(nullptr);
    ++(*dst8);
    constexpr float x12 = 875e-3f;
}
typedef unsigned idx13_t;

__global__ void warp14_kernel(double alpha15, char *__restrict__ acc16, int stride17) {
    int gid18 = threadIdx.x;
    acc16[0] = 127;
    alpha15 = 0x936;
    unsigned int idx19{static_cast<idx13_t>(threadIdx.x)};
    idx19 = alpha15;
    if ((acc16[1]) == 60) {
        return;
    }
    __shared__ short sh_20[16];
}

int main(void) {
    int size21 = 327;
    ++size21;
    int tmp22 = size21;
    int diff23 = tmp22;
    warp14_kernel<<<sizeof(unsigned int) * 32, 16 * 8>>>(tmp22, nullptr, (diff23 + tmp22) - (22));
    return 0;
}
