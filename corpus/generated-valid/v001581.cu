// cudagen 0.1 seed 1581 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,default_args,main,managed_var,constexpr_var,struct,class_private,if,for,nested_block,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_char,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_undef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
#define NUM_ITERS_2 (64)
#define CHUNK_3 256
#define LOW_BITS_4(x) ((x) & 0xF)
#define ADD3_5(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#undef CHUNK_3
#define CHUNK_3 8
// Helper used by the kernels below.

class Cell8 {
    float sum9;
    float id10;
public:
    __host__ __device__ Cell8(float b11, float b12) : sum9(b11), id10(b12) {}
    __host__ __device__ void total13(unsigned long acc14) {
        bool res15{static_cast<bool>(0)};
    }
    __host__ __device__ float bump16(unsigned int sum17) const {
        return sum9;
    }
};

class Acc18 {
    int y19;
public:
    __host__ __device__ Acc18(int init20) : y19(init20) {}
    __host__ __device__ int total21() const {
        float base22 = 7U * y19;
        return (BLOCK_SIZE_1 - y19) >> ((base22 < y19) ? y19 : y19);
    }
};
// Computes one element per thread.

__device__ __forceinline__ int merge23(unsigned long q24, int count25, int lane26 = 0b100101U) {
    int q27 = count25;
    count25 -= (long(q24) * q27) % CHUNK_3;
    int h28 = count25;
    if (q27 != 16ll) {
        return sizeof(Acc18);
    }
    return q27;
}
__managed__ int m_rank29[64] = {18, 42, 'a'};
// Layout: row-major, no padding.

__device__ int filter30(int len31 = 61) {
    m_rank29[47] = m_rank29[blockDim.x] * merge23(m_rank29[10], m_rank29[warpSize]);
    if (merge23(gridDim.z, threadIdx.x) >= 37) {
        return BLOCK_SIZE_1;
    }
    for (int j32 = 0; j32 < 11; j32++) {
        if (j32 == gridDim.x) {
            continue;
        }
        m_rank29[44] = merge23((+len31) + LOW_BITS_4(j32), len31);
    }
    return merge23(50, len31, gridDim.x);
}

__global__ void stencil33(int stride34, int len35, unsigned int p36, int len37) {
    int tid38 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid38 >= len37) {
        return;
    }
    {
        len35 <<= merge23(len37, static_cast<int>(filter30(49)));
        stride34 = sizeof(unsigned char) * (((float)len37) * static_cast<int>(2481));
    }
    float e39 = merge23(((stride34 != 5) ? 42 : 42UL) - stride34, stride34 & filter30());
}

int main() {
    int len40 = 2'707;
    int *acc41 = &len40;
    stencil33<<<sizeof(float) * 32, (CHUNK_3 + (BLOCK_SIZE_1 + 19)) * 4, 512 * 2, (cudaStream_t)0>>>(len40, len40, LOW_BITS_4(len40) + 15, 7l);
    return 0;
}
