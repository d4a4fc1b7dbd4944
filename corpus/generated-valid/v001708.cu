// cudagen 0.1 seed 1708 valid
// features: kernel,launch_bounds,launch,builtin_vars,device_function,main,managed_var,constexpr_var,local_array,const_local,typedef,if,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 16
#define CHUNK_2 32
#define WARPS_3 128
#undef CHUNK_1
#define CHUNK_1 12

__device__ long reduce4(int stride5, short a6) {
    ++a6;
    double res7[5]{22.75, -62, 1.875f, static_cast<double>(-8.875F), static_cast<double>(a6)};
    double hi8[5] = {static_cast<double>(res7[gridDim.z] * 23.75), 27, 4., 57u};
    return CHUNK_1;
}

__global__ void blend9(float *data10, const short int *in11, size_t *dst12, int *out13) {
    int gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++data10[gid14 & 7];
    dst12[threadIdx.x & 7] = blockDim.x;
    (*out13) = gid14 & (dst12[gid14 & 7] + 6);
    constexpr float diff15 = 19.5f;
    bool t16 = threadIdx.x - ((gid14) | blockDim.y);
}
__managed__ long m_grow17 = 0;
typedef int *ptr18_t;
// Computes one element per thread.

__global__ void __launch_bounds__(128) scatter19(const float *in20, int lane21) {
    int i22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i22 >= lane21) {
        return;
    }
    m_grow17++;
    lane21 = m_grow17;
    m_grow17 = 26U;
    lane21 = ((lane21 * lane21) & ((int)in20[m_grow17])) + (threadIdx.x % m_grow17);
    const float m23 = (unsigned int)(m_grow17 % 8);
    if (m_grow17 != lane21) {
        return;
    }
    bool x24{false};
}

int main() {
    int size25 = 2433;
    scatter19<<<(m_grow17 + 127) / 128, 8 * (CHUNK_1 + 4)>>>(nullptr, CHUNK_2 % m_grow17);
    int stride26 = sizeof(int);
    if (stride26 >= 32) {
        return stride26 + (size25 + 10);
    }
    blend9<<<(WARPS_3 + 384), 64>>>(static_cast<float*>(nullptr), (const short*)nullptr, static_cast<unsigned long*>(nullptr), nullptr);
    return 0;
}
