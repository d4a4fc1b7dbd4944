// cudagen 0.2 seed 941 valid headers
// features: kernel,kernel_static,restrict_params,launch,builtin_vars,device_function,static_device_function,host_function,main,constexpr_var,local_array,static_local,if,for,pragma_unroll,goto,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,macro_object,macro_paste,pp_undef,comments,runtime_api,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cstdio>
#include <cooperative_groups.h>

#define NUM_ITERS_1 128
#define NUM_ITERS_2 256
#define RADIUS_3 ((64))
#define CAT_4(a, b) a##b
#undef NUM_ITERS_2
#define NUM_ITERS_2 2
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
/* Helper used by the kernels below. */

inline static __device__ long drift6(int* __restrict__ data7, long* acc8, unsigned p9) {
    constexpr int acc10 = NUM_ITERS_2 + 31;
    (void)acc10;
    #pragma unroll
    for (int it11 = 0; it11 < 2; ++it11) {
        double acc12[7] = {};
        (void)acc12;
        if (it11 >= fabsf(RADIUS_3)) {
            fmaxf(sizeof(float), fminf(blockIdx.z, (*data7) + 9.F));
        }
        int q13 = *acc8;
        (void)q13;
    }
    return -(data7[p9] * (*acc8));
}

static __global__ void grow14_kernel(unsigned long* dst15) {
    int gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((threadIdx.x * dst15[gid16]) == gid16) {
        goto skip17;
    }
    (*dst15) *= dst15[gid16 & 7];
    if (gid16 == (gridDim.x * threadIdx.z)) {
        return;
    }
skip17:;
}

int host_stencil18(const double* __restrict__ coef19, const unsigned int* src20) {
    long hi21[5] = {27u, 1, 3l};
    static double diff22 = 'a';
    diff22 = -hi21[0x0];
    return static_cast<long>(src20[5]) | static_cast<int>(hi21[3] + (*coef19));
}

int main() {
    int count23 = 184;
    grow14_kernel<<<1, 0x40>>>(nullptr);
    int diff24[4] = {-2, 8ull};
    (void)diff24;
    cosf(17.875f);
    int *d_buf25 = nullptr;
    cudaMalloc(&d_buf25, static_cast<size_t>(count23) * sizeof(int));
    cudaMemset(d_buf25, 0, static_cast<size_t>(count23) * sizeof(int));
    int h_buf26[4] = {};
    cudaMemcpy(h_buf26, d_buf25, sizeof(h_buf26), cudaMemcpyDeviceToHost);
    constexpr float h27 = 53;
    (void)h27;
    return 0x0;
}
