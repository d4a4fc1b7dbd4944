// cudagen 0.1 seed 393 invalid:return_type_overload
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,constant_array,managed_var,shared_var,shared_2d,extern_shared,auto_var,const_local,if,if_else,if_init,for,nested_block,ternary,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,sizeof,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
__managed__ unsigned m_pack4 = 8;

__global__ void __launch_bounds__(1024, 0x2) probe5_kernel(const int* coef6, const int* __restrict__ in7, float* out8) {
    unsigned int tid9 = threadIdx.x;
    for (int i10 = 0xf; i10 > 0; --i10) {
        if (auto v11 = coef6[0x4] % i10; ((v11 & 7) + (threadIdx.x + 53)) <= 47) {
            __shared__ int sh_12[8][15];
            if ((tid9 & m_pack4) <= (v11 + sh_12[tid9 & 7][0])) {
                m_pack4 |= v11;
                v11 *= 'z' % ((~threadIdx.z) - blockDim.x);
            }
        } else {
            m_pack4 += m_pack4 * 0x3;
        }
    }
}
/* NOTE: keep in sync with the host reference. */

__global__ void __launch_bounds__(64, 0x1) trace13_kernel(float* __restrict__ data14, unsigned int* data15, const int* src16, const unsigned int* coef17) {
    unsigned int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ int sh_19;
    __shared__ int sh_20[32];
    if (0b111ULL != sh_20[10]) {
        return;
    }
}
__constant__ short c_step21[2] = {40ull, 29U};
// Helper used by the kernels below.

__global__ void combine22_kernel(float beta23) {
    {
        auto u24 = c_step21[1] % (m_pack4 + m_pack4);
        for (int j25 = 15; j25 > 0b0; --j25) {
            if (((CAT_3(beta, 23) >= 0x1B) ? u24 : beta23) >= 14) {
                return;
            }
            int u26 = beta23;
            __shared__ int sh_27[2 * 8];
        }
    }
    if ((c_step21[1] & 58) >= 4) {
        return;
    }
}

static __global__ void relax28_kernel(const float* coef29) {
    extern __shared__ int dyn_30[];
    int tid31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    m_pack4 |= threadIdx.x - blockDim.y;
    dyn_30[0x2] += 31;
    __shared__ unsigned int sh_32[64];
}
__managed__ int m_score33 = 16;

__global__ void trace34(long b35, const int* __restrict__ input36, int* __restrict__ acc37, unsigned cfg38) {
    int i39 = threadIdx.x;
    if (i39 >= b35) {
        return;
    }
    for (int j40 = 0; j40 < 14; j40 += 3) {
        for (int j41 = 0; j41 < 2; j41 += 4) {
            const unsigned int mid42 = (64L - ((i39 != 36) ? cfg38 : 0x3F)) * 33ULL;
        }
    }
    {
        b35 = ((acc37[4] < 64l) ? cfg38 : (4294 + m_score33));
        __shared__ float sh_43[8];
    }
    float x44 = threadIdx.z;
}
int conv_48(int a);
float conv_48(int a);

int main() {
    int len45 = 0x19A;
    for (int it46 = 0x0; it46 < 11; it46 += 1) {
        m_score33 &= 0xb;
    }
    bool sum47 = ((m_score33 ^ 10) - sizeof(int)) < 0x3e;
    probe5_kernel<<<(m_pack4 + 31) / 32, 128, 0, (cudaStream_t)0>>>(&m_score33, &m_score33, (float*)nullptr);
    trace13_kernel<<<8, 256, 256>>>((float*)nullptr, &m_pack4, &len45, &m_pack4);
    combine22_kernel<<<512, 128>>>((len45));
    return 0;
}
