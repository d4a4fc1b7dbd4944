// cudagen 0.2 seed 748 valid headers
// features: launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,static_local,compound_assign,bitwise,call,lit_int_binary,lit_float,lit_nullptr,cast_static,sizeof,macro_paste,pp_ifdef,pp_undef,cluster_dims,runtime_api,hdr_cmath
// nvcc: -std=c++20 -rdc=true -arch=sm_90
#include <cuda_runtime.h>
#include <compare>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 8
#else
#define TUNE_5 54
#endif
#undef TUNE_5
#define TUNE_5 24
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__global__ void __cluster_dims__(2) clustered7(int *out, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        out[i] = i + static_cast<int>(blockIdx.y);
    }
}

float run_kick8(int stride9, float q10) {
    clustered7<<<(stride9 + 0b11111) / 0b100000, dim3((2), 8), sizeof(double) * 128, nullptr>>>(static_cast<int*>(nullptr), stride9);
    fabsf(ceilf(q10));
    q10 = -6.75F;
    q10 = stride9;
    q10 *= expf((stride9 * CAT_3(stride, 9)) ^ 24);
    int *d_buf11 = nullptr;
    cudaMalloc(&d_buf11, static_cast<size_t>(stride9) * sizeof(int));
    cudaMemset(d_buf11, 0, static_cast<size_t>(stride9) * sizeof(int));
    cudaEvent_t start12, stop13;
    cudaEventCreate(&start12);
    cudaEventCreate(&stop13);
    cudaEventRecord(start12);
    cudaEventRecord(stop13);
    cudaEventSynchronize(stop13);
    float ms14 = 0.0f;
    cudaEventElapsedTime(&ms14, start12, stop13);
    cudaEventDestroy(start12);
    cudaEventDestroy(stop13);
    return 3.625f;
}

int main(void) {
    int len15 = 3457;
    (void)len15;
    dim3 t16(2 * 2, 8, TUNE_5 + 104);
    (void)t16;
    static int off17 = -1540;
    off17 *= 19;
    return 0;
}
