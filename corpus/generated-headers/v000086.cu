// cudagen 0.2 seed 86 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,main,constexpr_var,auto_var,if,if_init,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,pp_ifdef,pp_if,call_operator,nttp_pointer,runtime_api,hdr_cstdio
#include <cuda_runtime.h>
#include <array>
#include <cstdio>

#define CHUNK_1 64
#define TILE_DIM_2 (0x4)
#define NUM_ITERS_3 (128)
#define USE_FAST_PATH_4
#ifdef USE_FAST_PATH_4
#define TUNE_5 7
#else
#define TUNE_5 35
#endif
#if TUNE_5 == 7
#define CONFIG_6 2
#else
#define CONFIG_6 16
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
int table9[4] = {33, 20, 84, 24};
template <int *P> int readAt10(int i) { return P[i & 3]; }
int indirect8(int x) { return readAt10<table9>(x) + readAt10<table9>(1); }
struct Offset11 {
    int k;
    __host__ __device__ int operator()(int v) const { return v * k; }
};
__host__ __device__ int call12(int x) {
    Offset11 fn{9};
    return fn(x) + fn.operator()(1);
}
__global__ void __launch_bounds__((512)) smooth13_kernel(int count14, char p15, const double *in16, const int *input17) {
    int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    p15 |= (TUNE_5 - count14) & (5 % input17[2]);
    if ((+(p15)) == 41) {
        int diff19 = tid18 + sizeof(int);
        (void)diff19;
        if (auto mid20 = (36l - in16[tid18]); ((p15 - TUNE_5) + 036) > (in16[7] + 1715UL)) {
            if (threadIdx.y == (p15 - mid20)) {
                printf("value %d\n", static_cast<int>(tid18));
                p15 = blockDim.y;
            }
        }
    }
}
int main() {
    int n21 = 0x717;
    cudaError_t err22 = cudaDeviceSynchronize();
    int ok23 = err22 == cudaSuccess ? 1 : 0;
    if (double lim24{4.0}; (ok23 >= 0b111) && (lim24 >= ok23)) {
        if (double u25 = (sizeof(int) - (n21 ^ 0x24)) % ok23; u25 != 14) {
            smooth13_kernel<<<dim3(512, 32 * 4), 512>>>((582 + ok23) ^ (0x5 ^ ok23), 0x7Full, (const double*)nullptr, &n21);
            if (ok23 <= 63) {
                return ok23 | n21;
            }
            int *d_buf26 = nullptr;
            cudaMalloc(&d_buf26, static_cast<size_t>(n21) * sizeof(int));
            cudaMemset(d_buf26, 0, static_cast<size_t>(n21) * sizeof(int));
            int h_buf27[4] = {};
            cudaMemcpy(h_buf27, d_buf26, sizeof(h_buf27), cudaMemcpyDeviceToHost);
        }
    }
    return 0b0;
}
