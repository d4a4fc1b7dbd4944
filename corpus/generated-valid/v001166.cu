// cudagen 0.1 seed 1166 valid
// features: kernel,kernel_static,kernel_extern_c,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_device_function,default_args,main,constexpr_var,local_array,if,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_stringize,comments
#include "prelude.cuh"

#define WARPS_1 5
#define WARPS_2 (4)
#define WARPS_3 5
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

__device__ void combine6(int stride7 = -34) {
    if ((stride7 + 017ul) < 54) {
        return;
    }
    bool stride8 = (stride7 + 10ul + (WARPS_2 - stride7)) != static_cast<int>(0x7L);
    if (!(stride7 == (blockIdx.x - stride8))) {
        if ((blockDim.x >= 10) || (threadIdx.y >= stride8)) {
            return;
        }
        stride7 = ((WARPS_1 * stride7) & ((stride7 <= stride8) ? 0x23 : 4661)) + blockIdx.x;
    }
    stride7 += 0x6AA;
    int z9[4] = {57};
}

inline __host__ __device__ void accum10(int* data11) {
    data11[4] = float(WARPS_2) + ((int)((data11[7] < (*data11)) ? data11[5] : 52));
    (*data11) *= (WARPS_1);
}
// Returns the accumulated value.

extern "C" __global__ void clamp12(int* buf13, double beta14, unsigned a15) {
    unsigned int i16 = threadIdx.x;
    if (buf13 == nullptr) {
        return;
    }
    a15 = i16;
    a15 &= blockDim.x;
    beta14 -= WARPS_1;
}

__device__ __noinline__ float lerp17(bool alpha18, int stride19, int count20) {
    if (sizeof(long) <= ((alpha18 > alpha18) ? WARPS_3 : threadIdx.y)) {
        if (((count20 % stride19) + blockDim.y) < (19 + blockIdx.z)) {
            long tmp21 = static_cast<int>(stride19);
        }
    }
    int t22 = 7L;
    return -11.25f;
}
/* Computes one element per thread. */

__global__ void merge23(int* dst24, const float* src25) {
    int tid26 = threadIdx.x;
    unsigned long lim27[4]{1, 3ul, static_cast<size_t>(WARPS_1), 38};
    (*dst24) = threadIdx.x - ((lim27[tid26] < 55) ? 64ul : (WARPS_1 & dst24[6]));
    constexpr short int s28 = (WARPS_1 + (WARPS_2 + (WARPS_1 + (WARPS_2 + 0x23))));
    float u29 = lim27[2] % static_cast<int>(WARPS_3 + threadIdx.x);
    long long prod30(0x8);
    if (dst24 != nullptr) {
        return;
    }
}

__host__ __device__ void stencil31(int len32) {
    unsigned long mid33 = WARPS_2;
    mid33 = mid33;
}

int main() {
    int n34 = 3330;
    n34++;
    merge23<<<(n34 + 63) / 64, sizeof(unsigned int) * (WARPS_1 + 11), sizeof(double) * 32, 0>>>(nullptr, nullptr);
    clamp12<<<1, WARPS_2 + (WARPS_3 + 119)>>>(nullptr, n34, ((n34 <= 0x29) ? 3351 : n34) % 020);
    const char* m35 = STR_5(WARPS_3);
    return 0x0;
}
