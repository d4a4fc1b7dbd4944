// cudagen 0.1 seed 213 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,managed_var,constexpr_var,struct,struct_methods,operator_overload,namespace,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_float,lit_nullptr,cast_static,macro_object,pp_if,comments
#include "prelude.cuh"

#define WARPS_1 32
#define WARPS_2 256
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#if (WARPS_1 * 2) >= 16 && WARPS_1 != 0
#define CONFIG_5 1
#else
#define CONFIG_5 30
#endif

namespace img6 {
__managed__ unsigned int m_gather7 = 44;

__global__ void scale8_kernel(char *acc9, const float *__restrict__ coef10) {
    int tid11 = threadIdx.x;
    int z12 = tid11 - CONFIG_5;
    ++z12;
    ++z12;
    img6::m_gather7 -= (~warpSize) + tid11;
}
} // namespace img6
// Computes one element per thread.

struct Bounds13 {
    double z14, flag15;
    int val16;
    __host__ __device__ void bump17(int u18) {
        val16 = val16;
    }
};

__host__ __device__ Bounds13 operator+(Bounds13 a, Bounds13 b) {
    Bounds13 r = a;
    r.z14 += b.z14;
    r.flag15 += b.flag15;
    r.val16 += b.val16;
    return r;
}

constexpr __host__ int run_bias19(int n20) {
    --n20;
    n20++;
    return n20;
}

int main() {
    int n21 = 689;
    img6::scale8_kernel<<<(img6::m_gather7 + 63) / 64, (CONFIG_5 + 511)>>>(nullptr, nullptr);
    double y22 = ((WARPS_2 | n21) == n21) ? n21 : n21;
    img6::scale8_kernel<<<dim3((WARPS_2), (n21 + 127) / 0x80, (n21 + 63) / 64), 256, WARPS_1 + (CONFIG_5 + (WARPS_1 + 191)), (cudaStream_t)0>>>(static_cast<char*>(nullptr), nullptr);
    int t23 = 13;
    y22 /= (3305 | (n21 - n21)) + ((4.25 - img6::m_gather7) - n21);
    return 0x0;
}
