// cudagen 0.1 seed 1944 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,host_function,main,device_var,constant_array,managed_var,constexpr_var,local_array,const_local,static_local,if,static_assert,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define WARPS_2 3
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#if BLOCK_SIZE_1 % 2 == 0 || BLOCK_SIZE_1 < 4
#define CONFIG_7 3
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_7 14
#endif
__device__ unsigned long d_fold8 = 3935;
__constant__ double c_scale9[4] = {8.625, -5.0f, 21.875f, 23.375F};
__managed__ short m_warp10 = 21;

__global__ void gather11(int stride12, const int* in13, long long a14, int* out15) {
    unsigned int gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid16 >= stride12) {
        return;
    }
    stride12 = gridDim.x;
    static_assert(((WARPS_2 + 5) * (WARPS_2 + 2)) == 40, "bad config");
    ACCUM_4(out15[threadIdx.x], ((9 - unsigned(in13[4])) * (gid16 * WARPS_2)));
}

void host_norm17(unsigned int* __restrict__ data18, float b19, int n20) {
    double v21(m_warp10);
    const char res22 = (m_warp10 - WARPS_2) + 127;
    if (m_warp10 > res22) {
        v21 = static_cast<int>(n20 / CONFIG_7) / n20;
    }
    --m_warp10;
    dim3 lo23 = dim3(2, 128);
}

int run_smooth24(double p25) {
    if ((m_warp10 + (24L - m_warp10)) == (3169 % m_warp10)) {
        if (m_warp10 >= p25) {
            return MAX2_3(p25, MAX2_3(m_warp10, m_warp10));
        }
        gather11<<<8, (128)>>>(m_warp10, nullptr, sizeof(float) / p25, nullptr);
        gather11<<<1, dim3(sizeof(unsigned int) * 4)>>>(3ul, nullptr, MAX2_3(MAX2_3(m_warp10, m_warp10), m_warp10), static_cast<int*>(nullptr));
    }
    p25 = m_warp10 - (MAX2_3(m_warp10, 17L) / m_warp10);
    int v26[BLOCK_SIZE_1 + 2] = {21};
    return p25;
}

int main() {
    int len27 = 2157;
    len27 = BLOCK_SIZE_1;
    static int u28 = 8;
    return 0;
}
