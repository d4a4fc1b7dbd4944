// cudagen 0.1 seed 600 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,main,managed_var,local_array,const_local,if,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
__managed__ long long m_combine4 = 2911;
// Computes one element per thread.

static __global__ void spread5_kernel(unsigned b6, const int *in7, double q8, float cfg9) {
    float f10[4]{38, 14.0F, 2.f, 23UL};
    bool cnt11 = blockIdx.x;
    if ((blockIdx.x == 49L) || (cfg9 != (*in7))) {
        return;
    }
    f10[m_combine4] = CAT_3(cfg, 9);
    if ((+cfg9) != q8) {
        return;
    }
}

__global__ void __launch_bounds__((64)) kick12_kernel(int *buf13, float *buf14, const unsigned *input15, int *dst16) {
    buf13[m_combine4 & 7] &= (13);
    const float w17 = 21.25f;
}
/* Computes one element per thread. */

__global__ void bump18(int *out19, int count20, int stride21) {
    unsigned int idx22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    --m_combine4;
    int f23 = (float)(+CAT_3(idx, 22));
}

int main() {
    int n24 = 3466;
    const int flag25 = 16;
    n24 = n24 + m_combine4;
    spread5_kernel<<<sizeof(float) * 16, 16 * 4, sizeof(double) * 256, (cudaStream_t)0>>>((n24 += -20, 35L), &flag25, flag25 % n24, m_combine4);
    kick12_kernel<<<(n24 + 31) / 32, 64 * 8, 0b0>>>(&n24, nullptr, nullptr, nullptr);
    bump18<<<(n24 + 31) / 0b100000, 1 << 9>>>(&n24, (n24 / 45u) + m_combine4, sizeof(unsigned int));
    return 0;
}
