// cudagen 0.1 seed 1819 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_forceinline,host_function,main,device_var,device_array,managed_var,constexpr_var,if,if_else,if_init,for,static_assert,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define CHUNK_2 3
#define CHUNK_3 16
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef CHUNK_2
#define CHUNK_2 12

__global__ void merge6_kernel(int n7) {
    for (int it8 = 0; it8 < n7; it8++) {
        if ((ADD3_4(it8, 57UL, 43) > n7) && ((it8 > n7) && (n7 > n7))) {
            constexpr float idx9 = -48;
            n7 %= (n7) + ((n7) * it8);
        }
    }
    int res10 = BLOCK_SIZE_1;
}
__device__ float d_decay11 = 44;
__managed__ unsigned int m_pivot12 = 52;
__device__ int d_apply13[64];
__device__ long d_gather14[4];

__device__ __forceinline__ long pack15(int stride16, float beta17) {
    unsigned int x18 = stride16;
    for (int i19 = stride16; i19 > 0; --i19) {
        if (stride16 > 8) {
            if (x18) {
                return (d_gather14[i19]);
            }
            static_assert(sizeof(int) == 4, "size check");
        } else if (int m20 = stride16; ((short)d_gather14[1]) || (stride16 == ADD3_4(d_decay11, d_gather14[m20], 54lu))) {}
    }
    return d_gather14[x18];
}

void run_sweep21(const int* __restrict__ in22, const int* src23) {
    m_pivot12 = CHUNK_2;
    for (int it24 = 0; it24 < 13; it24++) {
        m_pivot12 |= m_pivot12;
        m_pivot12 >>= it24;
    }
    m_pivot12 %= m_pivot12;
    m_pivot12 -= ((int)sizeof(int)) + m_pivot12;
}

int main() {
    int count25 = 1917;
    if (m_pivot12 <= ((int)45u)) {
        if (!(count25 == m_pivot12)) {
            int h26 = float(-5.625F);
            float* res27 = static_cast<float*>(nullptr);
        }
    }
    merge6_kernel<<<1 << 3, 0b10 * (CHUNK_2 + BLOCK_SIZE_1), 0, 0>>>((BLOCK_SIZE_1));
    return 0;
}
