// cudagen 0.2 seed 580 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,managed_var,shared_var,extern_shared,constexpr_var,local_array,namespace,if,for,pragma_unroll,switch,goto,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,pp_if,pp_undef,runtime_api
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <algorithm>
#include <cstdio>
#include <tuple>
#include <cooperative_groups.h>

#define BLOCK_SIZE_1 64
#define CHUNK_2 (4)
#define RADIUS_3 4
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define CAT_5(a, b) a##b

#if CHUNK_2 == 4
#define CONFIG_6 4
#else
#define CONFIG_6 19
#endif
#undef CONFIG_6
#define CONFIG_6 12
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void fold8(float *__restrict__ data9, int n10, int *__restrict__ out11, char cfg12) {
    int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx13 >= n10) {
        return;
    }
    if ((out11[n10] + (*data9) + n10) <= cfg12) {
        cfg12--;
    }
    cfg12 = cfg12;
}

namespace detail14 {
__global__ void __launch_bounds__(1 << (CHUNK_2 + 5)) scatter15(const unsigned *in16, int n17, float *out18) {
    extern __shared__ int dyn_19[];
    unsigned int tid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid20 >= n17) {
        return;
    }
    if (threadIdx.y == ADD3_4(blockIdx.y, sizeof(double), dyn_19[tid20])) {
        signed char w21 = 0x19;
        (void)w21;
    }
    n17--;
    (*out18) = blockDim.x;
    out18[tid20] = ADD3_4(dyn_19[tid20 & 7], n17, 1);
    dyn_19[4] = -64;
    dyn_19[gridDim.x & 7]++;
}

__global__ void __launch_bounds__(0x20, 3) fold22_kernel(float *dst23, int len24) {
    extern __shared__ double dyn_25[];
    unsigned tid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((blockIdx.y == warpSize) && tid26) {
        goto finish29;
    }
    #pragma unroll
    for (int n27 = 11; n27 > 0; --n27) {
        dst23[tid26] = 7.625f;
        if (0x7 < (+(len24 + warpSize))) {
            int stride28[7] = {-21, 3615, len24};
            (void)stride28;
            ++len24;
        }
    }
finish29:;
}
__managed__ int m_mix30 = 53;
} // namespace detail14

int main(void) {
    int count31 = 737;
    count31 = detail14::m_mix30;
    cudaError_t err32 = cudaGetLastError();
    int ok33 = err32 == cudaSuccess ? 1 : 0;
    if (detail14::m_mix30 <= count31) {
        return ok33 | detail14::m_mix30;
    }
    switch (detail14::m_mix30 ^ 1) {
    case (1):
        if (ok33 != ok33) {
            return sizeof(int);
        }
        ok33 = CHUNK_2 - ok33;
        break;
    case (0x5):
        break;
    default:
        break;
    }
    fold8<<<sizeof(unsigned int) * 16, (0x20), 0, (cudaStream_t)0>>>((float*)nullptr, (count31 & 6) * detail14::m_mix30, nullptr, (0x24 + count31) >> detail14::m_mix30);
    detail14::scatter15<<<dim3(1, 256 * 2), (32)>>>(nullptr, RADIUS_3, nullptr);
    detail14::fold22_kernel<<<(count31 + 0x7f) / 128, dim3(0x8 * 2), sizeof(float) * 64, 0>>>(nullptr, ok33);
    return 0;
}
